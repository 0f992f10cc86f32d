/**
 * The one list of resource routes. Every route here is protected by default (bearer JWT checked against the
 * database); a later issue adds its resource with one line below.
 */
import { protectRoutes } from '../plugins/auth';
import { registerRouteLimits } from '../plugins/limits';
import { adminRoutes } from './admin';
import { appointmentRoutes } from './appointments';
import { articleRoutes } from './articles';
import { authRoutes } from './auth';
import { benchEchoRoutes } from './bench-echo';
import { calendlyRoutes } from './calendly';
import { clientRoutes } from './clients';
import { configRoutes } from './config';
import { contactRoutes } from './contact';
import { demoMailRoutes } from './demo-mail';
import { favoriteRoutes } from './favorites';
import { intakeRoutes } from './intake';
import { paymentRoutes } from './payments';
import { profileImageRoutes } from './profile-image';
import { subscriptionRoutes } from './subscriptions';
import { therapistRoutes } from './therapists';
import type { RoutePlugin } from './types';
import { userRoutes } from './users';

/** Resource route plugins, registered in order. */
export const ROUTES: RoutePlugin[] = [
  benchEchoRoutes,
  configRoutes,
  authRoutes,
  userRoutes,
  adminRoutes,
  therapistRoutes,
  clientRoutes,
  favoriteRoutes,
  profileImageRoutes,
  intakeRoutes,
  contactRoutes,
  articleRoutes,
  subscriptionRoutes,
  paymentRoutes,
  appointmentRoutes,
  calendlyRoutes,
  demoMailRoutes,
];

/** Registers all resource routes inside one protected scope. */
export const registerRoutes: RoutePlugin = async (app, opts) => {
  protectRoutes(app, opts.ctx);
  registerRouteLimits(app, opts.ctx);
  for (const plugin of ROUTES) await app.register(plugin, opts);
};
