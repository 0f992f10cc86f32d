/**
 * Route guards. The decoded token only routes the browser; the API re-checks every call.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation, hasRole, isApproved, paths, useSession, type SessionClaims } from '@aliento/core';

/** Protected routes need a stored, approved token; otherwise the user goes to sign-in. */
export function RequireApproved({ children }: { children: ReactNode }) {
  const { claims } = useSession();
  const location = useLocation();
  // the whole address comes back after sign-in, so a mail's link to one appointment (#appointment-<id>) still lands on it
  if (!isApproved(claims)) return <Navigate to={paths.signin} replace state={{ from: location.pathname + location.search + location.hash }} />;
  return <>{children}</>;
}

/** Where /dashboard sends each role: admin → admin area, therapist → appointments, client → therapists. */
export function dashboardHomeFor(claims: SessionClaims | null): string {
  if (hasRole('ROLE_ADMIN', claims)) return paths.admin;
  if (hasRole('ROLE_THERAPIST', claims) && !hasRole('ROLE_CLIENT', claims)) return paths.appointments;
  return paths.therapists;
}

export function DashboardHome() {
  const { claims } = useSession();
  return <Navigate to={dashboardHomeFor(claims)} replace />;
}

/** The therapist directory is for clients; therapists go to appointments, admins to the admin area. */
export function RequireClient({ children }: { children: ReactNode }) {
  const { claims } = useSession();
  if (!hasRole('ROLE_CLIENT', claims)) return <Navigate to={dashboardHomeFor(claims)} replace />;
  return <>{children}</>;
}

/** The admin area is for ROLE_ADMIN only; anyone else is sent to the therapists home. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { claims } = useSession();
  if (!hasRole('ROLE_ADMIN', claims)) return <Navigate to={paths.therapists} replace />;
  return <>{children}</>;
}
