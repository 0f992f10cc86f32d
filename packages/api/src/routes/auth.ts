/**
 * `POST /api/login`, `/api/register`, `/api/forgot-password`, `/api/reset-password` (public, limited), the session
 * calls `/api/logout` and `/api/session/renew`, and e-mail verification.
 */
import { logoutRequestSchema, renewSessionResponseSchema, verifyEmailRequestSchema, verifyEmailResponseSchema } from '@aliento/contracts/account';
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
import { actorOrAnonymous, currentUser } from '../plugins/auth';
import * as auth from '../services/auth';
import * as verification from '../services/email-verification';
import { register } from '../services/registration';
import { endSession, renewSession } from '../services/sessions';
import type { RoutePlugin } from './types';

const noStore = { 'cache-control': 'no-store' };

export const authRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/login', {
    config: { auth: 'public' },
    schema: {
      tags: ['auth'],
      summary:
        'Log in: starts a session and answers its token (unapproved therapists get approved: false and the under-review message); limited per account and per address',
      body: loginRequestSchema,
      response: { 200: loginResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const result = await auth.login(ctx, request.body.email, request.body.password, request.lang, request.ip);
      await rememberTimeZone(ctx.db, { email: request.body.email }, timeZoneOf(request));
      return reply.headers(noStore).send(result);
    },
  });

  app.post('/api/logout', {
    // a therapist under review holds a session too
    config: { auth: 'unapproved' },
    schema: {
      tags: ['auth'],
      summary: "End the caller's session: its tokens stop working on every replica",
      // a bare POST (no body) is a plain sign-out
      body: logoutRequestSchema.nullish(),
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      await endSession(ctx.db, currentUser(request).sessionId, request.body?.reason ?? 'signout');
      return reply.headers(noStore).send({ message: translateMessage('signedOut', request.lang) });
    },
  });

  app.post('/api/session/renew', {
    schema: {
      tags: ['auth'],
      summary: "A fresh token for the caller's session (the browser renews while the person is active)",
      response: { 200: renewSessionResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const token = await renewSession(ctx, currentUser(request).sessionId);
      return reply.headers(noStore).send({ token });
    },
  });

  app.post('/api/register', {
    config: { auth: 'public', limit: { per: 'address', name: 'register' } },
    schema: {
      tags: ['auth'],
      summary: 'Register a client (free plan; its free session comes with the verified e-mail) or a provider (awaiting approval)',
      body: registerRequestSchema,
      response: { 201: registerResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const result = await register(ctx, request.body, request.lang);
      return reply.code(201).send(result);
    },
  });

  app.post('/api/verify-email', {
    // unlimited: its tokens are 256 random bits, there is nothing to guess
    config: { auth: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Confirm an e-mail address with the mailed link; a client gets the free first session (once per mailbox)',
      body: verifyEmailRequestSchema,
      response: { 200: verifyEmailResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => reply.headers(noStore).send(await verification.verifyEmail(ctx, request.body.token, request.lang)),
  });

  app.post('/api/verify-email/resend', {
    schema: {
      tags: ['auth'],
      summary: 'Mail the caller a new link confirming their e-mail (a few per hour)',
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const message = await verification.resendVerification(ctx, currentUser(request).id, request.lang);
      return reply.headers(noStore).send({ message });
    },
  });

  app.post('/api/forgot-password', {
    config: { auth: 'public', limit: { per: 'address', name: 'forgot' } },
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
    config: { auth: 'public', limit: { per: 'address', name: 'forgot' } },
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
