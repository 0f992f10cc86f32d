import { DashboardNav } from '../nav/dashboard-nav';
import { IdleWatcher } from '../session/idle-watcher';
import { VerifyEmailReminder } from '../session/verify-email-reminder';
import { PageLayout } from './page-layout';

/**
 * The signed-in frame: a chunk of its own, so a visitor's landing does not download it (see dashboard-frame.tsx).
 * It also watches for inactivity (automatic logoff) and reminds a client to confirm their e-mail.
 */
export function DashboardLayout() {
  return (
    <PageLayout
      nav={
        <>
          <DashboardNav />
          <VerifyEmailReminder />
          <IdleWatcher />
        </>
      }
    />
  );
}
