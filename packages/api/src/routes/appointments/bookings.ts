/**
 * Appointments: booking (the client themself), the client's and the therapist's lists (themselves or an admin),
 * the client's cancellation request (with an optional reason) and reschedule, and the therapist's confirmation.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppointmentListCache, type ListView } from '../../cache/appointment-lists';
import { pickCoding } from '../../lib/accept-encoding';
import { matchesEtag } from '../../lib/etag';
import { rememberTimeZone, timeZoneOf } from '../../lib/time-zone';
import { actorOf, hasRole, requireRole, requireSelf, requireSelfOrAdmin, versionsOf } from '../../plugins/auth';
import * as appointments from '../../services/appointments';
import * as cancellations from '../../services/cancellations';
import * as reschedules from '../../services/reschedules';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const appointmentBookingRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(endpoints.createAppointment.path, {
    config: { limit: { per: 'user', name: 'booking' } },
    // a booking spends the caller's own credit; an admin books for a client with POST /api/admin/appointments
    preValidation: requireSelf('clientId'),
    schema: routeSchema(endpoints.createAppointment),
    handler: async (request, reply) => {
      const { therapistUserId, clientId } = request.params;
      // before the booking, so its confirmation mail already uses the client's zone (not when an admin books)
      if (actorOf(request).id === clientId) await rememberTimeZone(ctx.db, { id: clientId }, timeZoneOf(request));
      const appointment = await appointments.createAppointment(ctx, actorOf(request), therapistUserId, clientId, request.body);
      return reply.code(201).send(appointment);
    },
  });

  const lists = new AppointmentListCache();
  /**
   * A list from the bytes kept in memory, revalidated with the ETag. The ownership check (preValidation) has run
   * before anything is read, so another user's id gets its 403 and never a 304 or an ETag.
   */
  const sendList = async (side: ListView['side'], userId: string, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const admin = hasRole(request.user, 'ROLE_ADMIN');
    const view: ListView = { side, userId, lang: request.lang, admin };
    const bytes = await lists.get(view, versionsOf(request, ctx), {
      version: () => appointments.appointmentListVersion(ctx, userId),
      list: (now) => appointments.appointmentListAt(ctx, side, userId, admin, request.lang, now),
    });
    // personal: kept by the browser only, and asked again every time (a 304 while nothing changed)
    reply.headers({ 'cache-control': 'private, no-cache', vary: 'Authorization, X-Language, Accept-Encoding', etag: bytes.etag });
    if (matchesEtag(request.headers['if-none-match'], bytes.etag)) {
      void reply.code(304).send();
      return;
    }
    const coding = pickCoding(request.headers['accept-encoding']);
    reply.header('content-type', 'application/json; charset=utf-8');
    if (coding) reply.header('content-encoding', coding);
    void reply.send(coding ? bytes[coding] : bytes.json);
  };

  app.get(endpoints.listClientAppointments.path, {
    preValidation: requireSelfOrAdmin('id'),
    schema: routeSchema(endpoints.listClientAppointments),
    handler: async (request, reply) => {
      await sendList('client', request.params.id, request, reply as unknown as FastifyReply);
      return reply;
    },
  });

  app.get(endpoints.listTherapistAppointments.path, {
    preValidation: requireSelfOrAdmin('id'),
    schema: routeSchema(endpoints.listTherapistAppointments),
    handler: async (request, reply) => {
      await sendList('therapist', request.params.id, request, reply as unknown as FastifyReply);
      return reply;
    },
  });

  app.post(endpoints.requestCancellation.path, {
    preValidation: requireRole('ROLE_CLIENT'),
    schema: routeSchema(endpoints.requestCancellation),
    handler: async (request) => {
      const client = actorOf(request);
      // the cancellation mails read the time in the client's own zone
      await rememberTimeZone(ctx.db, { id: client.id }, timeZoneOf(request));
      return cancellations.requestCancellation(ctx, client, request.body.appointmentId, Date.now(), request.body.reason);
    },
  });

  app.post(endpoints.rescheduleAppointment.path, {
    config: { limit: { per: 'user', name: 'booking' } },
    preValidation: requireRole('ROLE_CLIENT'),
    schema: routeSchema(endpoints.rescheduleAppointment),
    handler: async (request) => {
      const client = actorOf(request);
      await rememberTimeZone(ctx.db, { id: client.id }, timeZoneOf(request));
      return reschedules.rescheduleAppointment(ctx, client, request.body.appointmentId, request.body.startTime);
    },
  });

  app.post(endpoints.acceptCancellation.path, {
    preValidation: requireRole('ROLE_THERAPIST'),
    schema: routeSchema(endpoints.acceptCancellation),
    handler: async (request) => {
      const therapist = actorOf(request);
      await rememberTimeZone(ctx.db, { id: therapist.id }, timeZoneOf(request));
      return cancellations.acceptCancellation(ctx, therapist, request.body.appointmentId);
    },
  });
};
