/** Appointments and cancellations (spec sections 3, 4, 7; ARCHITECTURE section 5). */
import { z } from 'zod';
import { dateTimeText, emailSchema, idSchema, isoDateTimeSchema, optionalText, requiredText } from './common';
import { refundStatusSchema } from './enums';

/** A party of an appointment as the other side sees it (email in cancellation views and to admins). */
export const appointmentPartySchema = z.object({
  _id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
});
/** A party of an appointment. */
export type AppointmentParty = z.infer<typeof appointmentPartySchema>;

/** The scheduling record of an appointment (Calendly event or built-in slot). ISO date-times. */
export const calendlyAppointmentSchema = z.object({
  name: z.string(),
  startTime: dateTimeText(),
  endTime: dateTimeText(),
});
/** The scheduling record of an appointment. */
export type CalendlyAppointment = z.infer<typeof calendlyAppointmentSchema>;

/** An appointment as listed for a client or a therapist. */
export const appointmentSchema = z.object({
  _id: idSchema,
  /** Null when there is no scheduling record (clients ignore such items). */
  calendlyAppointment: calendlyAppointmentSchema.nullable(),
  therapist: appointmentPartySchema,
  client: appointmentPartySchema,
  /** Video room address on the configured video host; null once the appointment is cancelled (its room is closed). */
  jitsiLink: z.string().nullable(),
  requestCancellation: z.boolean(),
  requestCancellationDate: dateTimeText().nullable(),
  cancelled: z.boolean(),
  completed: z.boolean(),
  refundStatus: refundStatusSchema,
  createdAt: dateTimeText(),
});
/** An appointment. */
export type Appointment = z.infer<typeof appointmentSchema>;

/** `GET /api/appointments/client/{id}` and `GET /api/appointments/therapist/{id}` answer. */
export const appointmentListResponseSchema = z.array(appointmentSchema);
/** Appointment list answer. */
export type AppointmentListResponse = z.infer<typeof appointmentListResponseSchema>;

/** Path params of `POST /api/appointments/therapist/{therapistUserId}/user/{clientId}`. */
export const createAppointmentParamsSchema = z.object({ therapistUserId: idSchema, clientId: idSchema });

/**
 * `POST /api/appointments/therapist/{therapistUserId}/user/{clientId}` body (201 → {@link appointmentSchema}).
 * Calendly bookings send `eventId`/`inviteeId`; built-in scheduler bookings send `startTime` of a free slot in the
 * future and within `BOOKING_HORIZON_DAYS` (scheduling.ts) (else 400 naming `startTime`, nothing spent).
 * No credit → 400 with 'You do not have any credits available'; slot taken → 409. Only the client themself books
 * here; an admin books for a client with `POST /api/admin/appointments`.
 */
export const createAppointmentRequestSchema = z.object({
  therapist: idSchema,
  client: idSchema,
  /**
   * @deprecated Ignored: the appointment and its mails use the signed-in client's stored e-mail. Still accepted
   * (and checked) so older front ends keep working.
   */
  clientEmail: emailSchema.optional(),
  eventId: optionalText(300).optional(),
  inviteeId: optionalText(300).optional(),
  /** Start of the chosen built-in slot (45 minutes long). */
  startTime: isoDateTimeSchema.optional(),
  completed: z.boolean().default(false),
  cancelled: z.boolean().default(false),
});
/** Create-appointment body. */
export type CreateAppointmentRequest = z.infer<typeof createAppointmentRequestSchema>;

/** `POST /api/appointments/request` (client) and `POST /api/appointments/accept` (therapist) body. */
export const appointmentActionRequestSchema = z.object({ appointmentId: idSchema });
/** Appointment action body. */
export type AppointmentActionRequest = z.infer<typeof appointmentActionRequestSchema>;

/** Answer of request/accept: the updated appointment. */
export const appointmentActionResponseSchema = appointmentSchema;

/**
 * `POST /api/admin/appointments` body (ROLE_ADMIN, 201 → {@link appointmentSchema}): an admin books a free built-in
 * slot for a client, spending that client's credit. It is an explicit, recorded action: the `reason` is stored in
 * the appointment's history with the admin as the actor. The client's own booking route never does this.
 */
export const adminBookingRequestSchema = z.object({
  therapist: idSchema,
  client: idSchema,
  /** Start of the chosen built-in slot (45 minutes long). */
  startTime: isoDateTimeSchema,
  /** Why the admin spends the client's credit (kept in the appointment history). */
  reason: requiredText(500, { multiline: true }),
});
/** Admin booking body. */
export type AdminBookingRequest = z.infer<typeof adminBookingRequestSchema>;
