/** The scheduling endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { schedulingEndpoints } from '@aliento/contracts/endpoints-scheduling';
import { schedulingRoutes } from '@aliento/contracts/endpoint-routes';
import { BOOKING_HORIZON_DAYS } from '@aliento/contracts/limits';
import { clientFor } from './client';

export const schedulingApi = clientFor<typeof schedulingEndpoints>(schedulingRoutes, () =>
  import('@aliento/contracts/endpoints-scheduling').then((m) => m.schedulingEndpoints),
);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A therapist's free times from now to the booking horizon (what the booking calendar, the reschedule dialog and the
 * availability preview show). The zone only decides how the server groups days; the times are instants.
 */
export function freeSlotsAhead(therapistUserId: string, timeZone: string, now: Date = new Date()) {
  const to = new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
  return schedulingApi.getFreeSlots({
    params: { id: therapistUserId },
    query: { from: now.toISOString(), to: to.toISOString(), timeZone },
  });
}
