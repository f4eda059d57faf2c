import { Link } from 'react-router-dom';

export function BrandMark({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="ff-brand" aria-label="FunnelForge home">
      <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#2563eb" />
        <path d="M14 16h36l-13 17v13l-10 6V33z" fill="#fff" />
      </svg>
      <span className="ff-brand__name">FunnelForge</span>
    </Link>
  );
}
