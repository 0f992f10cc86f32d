/** Every `/api/appointments/*` route: booking, the lists, cancellation requests, reschedules, slot holds and the video room. */
import type { RoutePlugin } from '../types';
import { appointmentBookingRoutes } from './bookings';
import { appointmentHoldRoutes } from './holds';
import { appointmentVideoRoutes } from './video';

const APPOINTMENT_ROUTES: RoutePlugin[] = [appointmentBookingRoutes, appointmentHoldRoutes, appointmentVideoRoutes];

/** Registers the appointment routes. */
export const appointmentRoutes: RoutePlugin = async (app, opts) => {
  for (const plugin of APPOINTMENT_ROUTES) await app.register(plugin, opts);
};
