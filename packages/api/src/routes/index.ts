/**
 * The one list of resource routes. Every route here is protected by default (bearer JWT checked against the
 * database); a later issue adds its resource with one line below.
 */
import { protectRoutes } from '../plugins/auth';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { configRoutes } from './config';
import type { RoutePlugin } from './types';
import { userRoutes } from './users';

/** Resource route plugins, registered in order. */
export const ROUTES: RoutePlugin[] = [
  configRoutes,
  authRoutes,
  userRoutes,
  adminRoutes,
];

/** Registers all resource routes inside one protected scope. */
export const registerRoutes: RoutePlugin = async (app, opts) => {
  protectRoutes(app, opts.ctx);
  for (const plugin of ROUTES) await app.register(plugin, opts);
};
