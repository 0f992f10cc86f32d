/** The API's accounts endpoints (see endpoints.ts). */
import {
  changePasswordRequestSchema,
  logoutRequestSchema,
  renewSessionResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from './account';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from './auth';
import { idParamsSchema, messageResponseSchema } from './common';
import { healthResponseSchema, livenessResponseSchema, publicConfigSchema, readinessResponseSchema } from './config';
import { updateProfileRequestSchema, userSchema } from './users';
import { endpoint } from './endpoint';

export const accountsEndpoints = {
  getConfig: endpoint({
    method: 'GET',
    path: '/api/config',
    tags: ['config'],
    summary: 'Public runtime configuration',
    response: publicConfigSchema,
    errors: false,
  }),
  getHealth: endpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['config'],
    summary: 'Liveness and database check',
    response: healthResponseSchema,
    errors: false,
  }),
  getLiveness: endpoint({
    method: 'GET',
    path: '/api/health/live',
    tags: ['config'],
    summary: 'Liveness: the process is up (restart it when this fails); asks nothing of the database',
    response: livenessResponseSchema,
    errors: false,
  }),
  getReadiness: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    tags: ['config'],
    summary:
      "Readiness: 200 when this replica should get traffic; 503 while the database lacks this version's migrations or does not answer, and from SIGTERM on (draining)",
    response: readinessResponseSchema,
    // its 503 (not ready) is added by the route: the other error answers never happen here
    errors: false,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    tags: ['auth'],
    summary:
      'Log in: starts a session and answers its token (unapproved therapists get approved: false and the under-review message); limited per account and per address',
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    tags: ['auth'],
    summary: "End the caller's session: its tokens stop working on every replica",
    // a bare POST (no body) is a plain sign-out
    body: logoutRequestSchema.nullish(),
    response: messageResponseSchema,
  }),
  renewSession: endpoint({
    method: 'POST',
    path: '/api/session/renew',
    tags: ['auth'],
    summary: "A fresh token for the caller's session (the browser renews while the person is active)",
    response: renewSessionResponseSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    tags: ['auth'],
    summary: 'Register a client (free plan; its free session comes with the verified e-mail) or a provider (awaiting approval)',
    body: registerRequestSchema,
    status: 201,
    response: registerResponseSchema,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/verify-email',
    tags: ['auth'],
    summary: 'Confirm an e-mail address with the mailed link; a client gets the free first session (once per mailbox)',
    body: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/verify-email/resend',
    tags: ['auth'],
    summary: 'Mail the caller a new link confirming their e-mail (a few per hour)',
    response: messageResponseSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/forgot-password',
    tags: ['auth'],
    summary: 'Mail a password reset link; the answer is the same whether or not the e-mail exists',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password',
    tags: ['auth'],
    summary: 'Set a new password with a single-use reset token',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    tags: ['users'],
    summary: 'A user with the therapist sub-object',
    params: idParamsSchema,
    response: userSchema,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/users/:id/profile',
    tags: ['users'],
    summary: 'Update first name, last name, e-mail and phone (a new own e-mail needs currentPassword)',
    params: idParamsSchema,
    body: updateProfileRequestSchema,
    response: userSchema,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/users/:id/password',
    tags: ['users'],
    summary: 'Change the caller’s own password (current password needed); their other sessions end',
    params: idParamsSchema,
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  }),
};
