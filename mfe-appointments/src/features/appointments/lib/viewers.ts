import { hasRole, type SessionClaims } from '@aliento/core';
import type { AppointmentViewer } from './classify-appointments';

/**
 * Whose appointments the user has: a therapist's, a client's, or both (one person may hold both roles). An admin
 * with neither has none of their own; anyone else is treated as a client, as before roles were checked here.
 */
export function viewersOf(claims: SessionClaims | null): AppointmentViewer[] {
  const viewers: AppointmentViewer[] = [];
  if (hasRole('ROLE_THERAPIST', claims)) viewers.push('therapist');
  if (hasRole('ROLE_CLIENT', claims)) viewers.push('client');
  if (viewers.length === 0 && !hasRole('ROLE_ADMIN', claims)) viewers.push('client');
  return viewers;
}
