import type { ComponentType, ReactNode } from 'react';
import { Route, Routes, hasRole, isApproved, useLocation, useSession, type RemoteApp } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { UiProvider } from '@aliento/ui';
import { ToastArea } from '@aliento/ui/light';
import { DevBar } from './dev-bar';
import { DevIndex } from './dev-index';
import { SignInPanel } from './sign-in-panel';
import { useSessionRenewal } from './use-session-renewal';

/** Where the index is: `/` for a remote mounted below it, `/__dev` for the one that owns `/` (marketing). */
export const indexPathOf = (remote: RemoteApp): string => (remote.mount === '/' ? '/__dev' : '/');

/**
 * What the shell's guards do, for one remote: a page for signed-in people (or one role) asks for the sign-in in
 * place, so the address stays and the remote renders there once the session exists.
 */
function Gate({ remote, children }: { remote: RemoteApp; children: ReactNode }) {
  const { t } = useTranslation('devHost');
  const { claims } = useSession();
  if (remote.access === 'everyone') return children;
  const role = remote.access === 'admin' ? 'ROLE_ADMIN' : remote.access === 'client' ? 'ROLE_CLIENT' : null;
  if (isApproved(claims) && (!role || hasRole(role, claims))) return children;
  const notice =
    role && claims ? t('signIn.needsRole', { role: t(role === 'ROLE_ADMIN' ? 'signIn.roleAdmin' : 'signIn.roleClient') }) : t('signIn.needed');
  return (
    <main className="dh-page">
      <SignInPanel notice={notice} />
    </main>
  );
}

/**
 * One remote on its own, with what the shell gives it: the router (from the caller), the UI kit, the toasts, the
 * session and the language; a bar above it, an index of its pages and the sign-in.
 */
export function DevHost({ app: App, remote }: { app: ComponentType; remote: RemoteApp }) {
  useSessionRenewal();
  const indexPath = indexPathOf(remote);
  const mounted = remote.mount === '/' ? '/*' : `${remote.mount}/*`;
  return (
    <UiProvider>
      <ToastArea page={useLocation().pathname} />
      <DevBar remote={remote} indexPath={indexPath} />
      <Routes>
        <Route path={indexPath} element={<DevIndex remote={remote} />} />
        <Route
          path={mounted}
          element={
            <Gate remote={remote}>
              <App />
            </Gate>
          }
        />
      </Routes>
    </UiProvider>
  );
}
