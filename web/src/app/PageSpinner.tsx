import { Spin } from 'antd';

/** Shown while authentication status or a lazy screen loads. */
export function PageSpinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'ff-spinner ff-spinner--full' : 'ff-spinner'} role="status" aria-live="polite">
      <Spin size="large" />
      <span className="ff-spinner__label">Loading</span>
    </div>
  );
}
