import { DashboardNav } from '../nav/dashboard-nav';
import { PageLayout } from './page-layout';

/** The signed-in frame: a chunk of its own, so a visitor's landing does not download it (see dashboard-frame.tsx). */
export function DashboardLayout() {
  return <PageLayout nav={<DashboardNav />} />;
}
