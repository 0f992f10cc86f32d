/** Every `/api/admin/*` route (ROLE_ADMIN only), one file per part of the admin dashboard. */
import type { RoutePlugin } from '../types';
import { adminAppointmentRoutes } from './appointments';
import { adminCancellationRoutes } from './cancellations';
import { adminMailRoutes } from './mail';
import { adminPaymentRoutes } from './payments';
import { adminPreferenceRoutes } from './preferences';
import { adminUserRoutes } from './users';

/** The admin route plugins, registered in order. */
const ADMIN_ROUTES: RoutePlugin[] = [
  adminUserRoutes,
  adminPreferenceRoutes,
  adminAppointmentRoutes,
  adminCancellationRoutes,
  adminMailRoutes,
  adminPaymentRoutes,
];

/** Registers the admin routes. */
export const adminRoutes: RoutePlugin = async (app, opts) => {
  for (const plugin of ADMIN_ROUTES) await app.register(plugin, opts);
};
