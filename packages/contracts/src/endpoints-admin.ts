/** The API's admin endpoints (see endpoints.ts). */
import {
  adminUpdateClientRequestSchema,
  adminUpdateTherapistRequestSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  cancellationRequestsResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  refundDecisionRequestSchema,
  refundDecisionResponseSchema,
  updateCredentialsRequestSchema,
} from './admin';
import { paymentAdjustmentsResponseSchema, refundRequestSchema } from './admin-payments';
import { adminBookingRequestSchema, appointmentActionResponseSchema } from './appointments';
import { auditHistoryQuerySchema, auditHistoryResponseSchema } from './audit';
import { clientProfileSchema } from './clients';
import { idParamsSchema } from './common';
import { mailDeliveryItemSchema, mailDeliveryQuerySchema, mailDeliveryResponseSchema, mailResendParamsSchema } from './mail-delivery';
import { therapistProfileSchema } from './therapists';
import { endpoint } from './endpoint';

export const adminEndpoints = {
  listUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    tags: ['admin'],
    summary: 'All users (optionally filtered by a search text)',
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
  }),
  adminUpdateCredentials: endpoint({
    method: 'PUT',
    path: '/api/admin/update-credentials',
    tags: ['admin'],
    summary: "Update a user's names, e-mail, phone, roles and optionally password",
    body: updateCredentialsRequestSchema,
    response: adminUserSchema,
  }),
  listUserHistory: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id/history',
    tags: ['admin'],
    summary: "A user's history: money, role, approval, credential, preference and cancellation actions, newest first",
    params: idParamsSchema,
    query: auditHistoryQuerySchema,
    response: auditHistoryResponseSchema,
  }),
  adminUpdateTherapist: endpoint({
    method: 'PUT',
    path: '/api/admin/update-therapist',
    tags: ['admin'],
    summary: "Update a therapist's profile; `approved` approves an applicant (or suspends a therapist)",
    body: adminUpdateTherapistRequestSchema,
    response: therapistProfileSchema,
  }),
  adminUpdateClient: endpoint({
    method: 'PUT',
    path: '/api/admin/update-client',
    tags: ['admin'],
    summary: "Update (or create) a client's preferences",
    body: adminUpdateClientRequestSchema,
    response: clientProfileSchema,
  }),
  adminCreateAppointment: endpoint({
    method: 'POST',
    path: '/api/admin/appointments',
    tags: ['admin'],
    summary: "An admin books a free built-in slot for a client, spending the client's credit (recorded with the reason)",
    body: adminBookingRequestSchema,
    status: 201,
    response: appointmentActionResponseSchema,
  }),
  listCancellationRequests: endpoint({
    method: 'GET',
    path: '/api/admin/cancellation-requests',
    tags: ['admin'],
    summary: 'Cancellation requests with both parties, the meeting link and the request date',
    response: cancellationRequestsResponseSchema,
  }),
  refund: endpoint({
    method: 'PUT',
    path: '/api/admin/refund',
    tags: ['admin'],
    summary: 'Accept a pending late cancellation: return a session credit, or (method "card") refund the session to the card (once)',
    body: refundRequestSchema,
    response: refundDecisionResponseSchema,
  }),
  declineRefund: endpoint({
    method: 'PUT',
    path: '/api/admin/decline',
    tags: ['admin'],
    summary: 'Decline the refund of a pending late cancellation (the credit stays spent)',
    body: refundDecisionRequestSchema,
    response: refundDecisionResponseSchema,
  }),
  listMailDeliveries: endpoint({
    method: 'GET',
    path: '/api/admin/mail',
    tags: ['admin'],
    summary: 'Mails that failed or wait for a retry (or all recent ones), with delivery counts; never their bodies',
    query: mailDeliveryQuerySchema,
    response: mailDeliveryResponseSchema,
  }),
  resendMail: endpoint({
    method: 'POST',
    path: '/api/admin/mail/:id/resend',
    tags: ['admin'],
    summary: 'Send a failed or waiting mail again now (409 when it is already sent or being sent)',
    params: mailResendParamsSchema,
    response: mailDeliveryItemSchema,
  }),
  listOutbox: endpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    tags: ['admin'],
    summary: 'Latest mails of the outbox (to, subject, text, createdAt)',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
  }),
  listPaymentAdjustments: endpoint({
    method: 'GET',
    path: '/api/admin/payment-adjustments',
    tags: ['admin'],
    summary: 'Refunds and disputes that took credits back; flagged when the client had already used them',
    response: paymentAdjustmentsResponseSchema,
  }),
};
