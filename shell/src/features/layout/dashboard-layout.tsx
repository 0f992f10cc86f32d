import { DashboardNav } from '../nav/dashboard-nav';
import { IdleWatcher } from '../session/idle-watcher';
import { VerifyEmailReminder } from '../session/verify-email-reminder';
import { PROVIDED_ONLY } from '../remotes/provided-shared';
import { PageLayout } from './page-layout';

// kept in the build: the shared libraries only the remotes use (provided-shared.ts). Here, in the signed-in frame's
// chunk, rather than in the shell's entry that every landing visitor downloads: webpack provides a shared module
// that any of the shell's modules references.
if (Object.keys(PROVIDED_ONLY).length === 0) console.warn('[shell] no provided-only shared libraries');

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
