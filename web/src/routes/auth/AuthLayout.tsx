import type { ReactNode } from 'react';
import { BrandMark } from '../../app/shell/BrandMark';
import './auth.css';

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="ff-auth">
      <header className="ff-auth__brand">
        <BrandMark />
      </header>
      <main className="ff-auth__card">
        <h1 className="ff-auth__title">{title}</h1>
        <p className="ff-auth__subtitle">{subtitle}</p>
        {children}
      </main>
      <footer className="ff-auth__footer">© 2024 FunnelForge</footer>
    </div>
  );
}
