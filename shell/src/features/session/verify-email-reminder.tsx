import { lazy, Suspense } from 'react';
import { hasRole, useSession } from '@aliento/core';

const VerifyEmailNotice = lazy(() => import('./verify-email-notice').then((m) => ({ default: m.VerifyEmailNotice })));

/** A client whose e-mail is not confirmed yet sees the notice (verify-email-notice.tsx); nobody else loads it. */
export function VerifyEmailReminder() {
  const { claims } = useSession();
  if (!claims || claims.emailVerified !== false || !hasRole('ROLE_CLIENT', claims)) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice email={claims.email} />
    </Suspense>
  );
}
