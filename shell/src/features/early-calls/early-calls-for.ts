/**
 * The first GET calls of each signed-in screen, started by the shell beside the download of the screen's code
 * (render-as-you-fetch, issue 22; @aliento/core's startEarlyCalls). Only calls the screen makes on its first render
 * and whose URL the path and the session decide belong here; a call the screen stops making only costs a wasted
 * request, never a wrong answer (an early answer is used only for the very same URL, once, within seconds).
 */
import { hasRole, paths, type SessionClaims } from '@aliento/core';

const THERAPIST_DETAIL = new RegExp(`^${paths.therapists}/([0-9a-f-]{36})$`);

export function earlyCallsFor(pathname: string, claims: SessionClaims | null): string[] {
  if (!claims) return [];
  const me = claims.id;
  const client = hasRole('ROLE_CLIENT', claims);
  // a client's screens also say whether the first session is still free (their subscription)
  const clientCalls = client ? [`/api/favorites/user/${me}`, `/api/subscriptions/client/${me}`] : [];
  // the list waits for the client's preferences (its match order) before it shows its first card and photo
  if (pathname === paths.therapists) return ['/api/therapists?approved=true', ...clientCalls, ...(client ? [`/api/clients/${me}`] : [])];
  const detail = THERAPIST_DETAIL.exec(pathname);
  if (detail) {
    const id = detail[1];
    return [`/api/therapists/${id}`, `/api/therapists/${id}/booking`, ...clientCalls];
  }
  if (pathname === paths.appointments) {
    // a therapist's own list first (the page shows it first to someone with both roles)
    if (hasRole('ROLE_THERAPIST', claims)) return [`/api/appointments/therapist/${me}`];
    if (hasRole('ROLE_ADMIN', claims) && !client) return [];
    return [
      `/api/appointments/client/${me}`,
      `/api/subscriptions/client/${me}`,
      '/api/appointments/holds/mine',
      '/api/payments/receipts/mine?limit=50',
    ];
  }
  return [];
}
