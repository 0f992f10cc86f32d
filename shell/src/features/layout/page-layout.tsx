import type { ReactNode } from 'react';
import { Outlet } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { PublicNav } from '../nav/public-nav';
import './layouts.css';

/** A page: a skip link (the first stop of the keyboard), its top bar, then the route's content as the main landmark. */
export function PageLayout({ nav }: { nav: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="al-page">
      <a href="#main" className="al-skip-link">
        {t('nav.skipToContent')}
      </a>
      {nav}
      <main id="main" className="al-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function PublicLayout() {
  return <PageLayout nav={<PublicNav />} />;
}
