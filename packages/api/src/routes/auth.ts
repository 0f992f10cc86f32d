/** `POST /api/login`, `/api/register`, `/api/forgot-password`, `/api/reset-password` (public, rate-limited). */
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from '@aliento/contracts/auth';
import { messageResponseSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { translateMessage } from '@aliento/contracts/messages';
import { rememberTimeZone, timeZoneOf } from '../lib/time-zone';
import { actorOrAnonymous } from '../plugins/auth';
import { limit } from '../plugins/rate-limit';
import * as auth from '../services/auth';
import type { RoutePlugin } from './types';

const noStore = { 'cache-control': 'no-store' };

export const authRoutes: RoutePlugin = async (app, { ctx }) => {
  const rl = ctx.config.rateLimit;

  app.post('/api/login', {
    config: { auth: 'public', ...limit(ctx.config, rl.loginMax) },
    schema: {
      tags: ['auth'],
      summary: 'Log in; answers a token (unapproved therapists get approved: false and the under-review message)',
      body: loginRequestSchema,
      response: { 200: loginResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const result = await auth.login(ctx, request.body.email, request.body.password, request.lang);
      await rememberTimeZone(ctx.db, { email: request.body.email }, timeZoneOf(request));
      return reply.headers(noStore).send(result);
    },
  });

  app.post('/api/register', {
    config: { auth: 'public', ...limit(ctx.config, rl.registerMax) },
    schema: {
      tags: ['auth'],
      summary: 'Register a client (free plan, 1 credit) or a provider (awaiting approval)',
      body: registerRequestSchema,
      response: { 201: registerResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const result = await auth.register(ctx, request.body, request.lang);
      return reply.code(201).send(result);
    },
  });

  app.post('/api/forgot-password', {
    config: { auth: 'public', ...limit(ctx.config, rl.forgotMax) },
    schema: {
      tags: ['auth'],
      summary: 'Mail a password reset link; the answer is the same whether or not the e-mail exists',
      body: forgotPasswordRequestSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      await auth.forgotPassword(ctx, request.body.email, actorOrAnonymous(request));
      return reply.headers(noStore).send({ message: translateMessage('resetLinkSent', request.lang) });
    },
  });

  app.post('/api/reset-password', {
    config: { auth: 'public', ...limit(ctx.config, rl.forgotMax) },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a single-use reset token',
      body: resetPasswordRequestSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      await auth.resetPassword(ctx, request.body.resetPasswordToken, request.body.password);
      return reply.headers(noStore).send({ message: translateMessage('passwordResetSuccess', request.lang) });
    },
  });
};
