import type { ReactNode } from 'react';
import { Outlet } from '@aliento/core';
import { PublicNav } from '../nav/public-nav';
import './layouts.css';

/** A page: its top bar, then the route's content as the page's main landmark. */
export function PageLayout({ nav }: { nav: ReactNode }) {
  return (
    <div className="al-page">
      {nav}
      <main id="main" className="al-main">
        <Outlet />
      </main>
    </div>
  );
}

export function PublicLayout() {
  return <PageLayout nav={<PublicNav />} />;
}
