/** Every `/api/therapists/*` route: profiles and the directory, built-in availability, and how to book. */
import type { RoutePlugin } from '../types';
import { therapistAvailabilityRoutes } from './availability';
import { therapistBookingRoutes } from './booking';
import { therapistProfileRoutes } from './profiles';

const THERAPIST_ROUTES: RoutePlugin[] = [therapistProfileRoutes, therapistAvailabilityRoutes, therapistBookingRoutes];

/** Registers the therapist routes. */
export const therapistRoutes: RoutePlugin = async (app, opts) => {
  for (const plugin of THERAPIST_ROUTES) await app.register(plugin, opts);
};
