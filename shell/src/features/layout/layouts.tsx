import { Outlet } from '@aliento/core';
import { DashboardNav } from '../nav/dashboard-nav';
import { PublicNav } from '../nav/public-nav';
import './layouts.css';

export function PublicLayout() {
  return (
    <div className="al-page">
      <PublicNav />
      <main id="main" className="al-main">
        <Outlet />
      </main>
    </div>
  );
}

export function DashboardLayout() {
  return (
    <div className="al-page">
      <DashboardNav />
      <main id="main" className="al-main">
        <Outlet />
      </main>
    </div>
  );
}
