/**
 * `POST /api/login`, `/api/register`, `/api/forgot-password`, `/api/reset-password` (public, limited), the session
 * calls `/api/logout` and `/api/session/renew`, and e-mail verification.
 */
import { translateMessage } from '@aliento/contracts/messages';
import { rememberTimeZone, timeZoneOf } from '../lib/time-zone';
import { actorOrAnonymous, currentUser } from '../plugins/auth';
import * as auth from '../services/auth';
import * as verification from '../services/email-verification';
import { register } from '../services/registration';
import { endSession, renewSession } from '../services/sessions';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

const noStore = { 'cache-control': 'no-store' };

export const authRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(endpoints.login.path, {
    config: { auth: 'public' },
    schema: routeSchema(endpoints.login),
    handler: async (request, reply) => {
      const result = await auth.login(ctx, request.body.email, request.body.password, request.lang, request.ip);
      await rememberTimeZone(ctx.db, { email: request.body.email }, timeZoneOf(request));
      return reply.headers(noStore).send(result);
    },
  });

  app.post(endpoints.logout.path, {
    // a therapist under review holds a session too
    config: { auth: 'unapproved' },
    schema: routeSchema(endpoints.logout),
    handler: async (request, reply) => {
      await endSession(ctx.db, currentUser(request).sessionId, request.body?.reason ?? 'signout');
      return reply.headers(noStore).send({ message: translateMessage('signedOut', request.lang) });
    },
  });

  app.post(endpoints.renewSession.path, {
    schema: routeSchema(endpoints.renewSession),
    handler: async (request, reply) => {
      const token = await renewSession(ctx, currentUser(request).sessionId);
      return reply.headers(noStore).send({ token });
    },
  });

  app.post(endpoints.register.path, {
    config: { auth: 'public', limit: { per: 'address', name: 'register' } },
    schema: routeSchema(endpoints.register),
    handler: async (request, reply) => {
      const result = await register(ctx, request.body, request.lang);
      return reply.code(201).send(result);
    },
  });

  app.post(endpoints.verifyEmail.path, {
    // unlimited: its tokens are 256 random bits, there is nothing to guess
    config: { auth: 'public' },
    schema: routeSchema(endpoints.verifyEmail),
    handler: async (request, reply) => reply.headers(noStore).send(await verification.verifyEmail(ctx, request.body.token, request.lang)),
  });

  app.post(endpoints.resendVerification.path, {
    schema: routeSchema(endpoints.resendVerification),
    handler: async (request, reply) => {
      const message = await verification.resendVerification(ctx, currentUser(request).id, request.lang);
      return reply.headers(noStore).send({ message });
    },
  });

  app.post(endpoints.forgotPassword.path, {
    config: { auth: 'public', limit: { per: 'address', name: 'forgot' } },
    schema: routeSchema(endpoints.forgotPassword),
    handler: async (request, reply) => {
      await auth.forgotPassword(ctx, request.body.email, actorOrAnonymous(request));
      return reply.headers(noStore).send({ message: translateMessage('resetLinkSent', request.lang) });
    },
  });

  app.post(endpoints.resetPassword.path, {
    config: { auth: 'public', limit: { per: 'address', name: 'forgot' } },
    schema: routeSchema(endpoints.resetPassword),
    handler: async (request, reply) => {
      await auth.resetPassword(ctx, request.body.resetPasswordToken, request.body.password);
      return reply.headers(noStore).send({ message: translateMessage('passwordResetSuccess', request.lang) });
    },
  });
};
