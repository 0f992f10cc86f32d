import type { ReactNode } from 'react';
import { Link, useLocation } from '@aliento/core';

/** A navigation link, shown active on its own route (or any route the caller says). */
export function NavLink({ to, children, active, onClick }: { to: string; children: ReactNode; active?: boolean; onClick?: () => void }) {
  const { pathname } = useLocation();
  const isActive = active ?? (pathname === to || pathname.startsWith(`${to}/`));
  return (
    <Link to={to} onClick={onClick} className="al-nav-link" aria-current={isActive ? 'page' : undefined}>
      {children}
    </Link>
  );
}
