/** Appointments and cancellations (spec sections 3, 4, 7; ARCHITECTURE section 5). */
import { z } from 'zod';
import { CANCELLATION_REASON_MAX } from './limits';
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
  /** What the client wrote when asking to cancel (optional); null when they gave no reason or did not ask. */
  cancellationReason: z.string().nullable().optional(),
  /** How it was booked: on the built-in slots (moved here) or in Calendly (moved there). Absent from older APIs. */
  source: z.enum(['builtin', 'calendly']).optional(),
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

export { CANCELLATION_REASON_MAX } from './limits';

/**
 * `POST /api/appointments/request` body: the appointment and, optionally, why the client cancels (trimmed, at most
 * {@link CANCELLATION_REASON_MAX} characters; an empty reason is no reason). The therapist and admins see it.
 */
export const requestCancellationRequestSchema = z.object({
  appointmentId: idSchema,
  reason: optionalText(CANCELLATION_REASON_MAX, { multiline: true }).optional(),
});
/** Cancellation request body. */
export type RequestCancellationRequest = z.infer<typeof requestCancellationRequestSchema>;

/**
 * `POST /api/appointments/reschedule` body: the client moves their upcoming built-in session, more than
 * `CANCELLATION_NOTICE_HOURS` (24) before it starts, to another free slot of the same therapist. The appointment
 * keeps its id and its credit; both parties get the updated calendar invitation. Too late: 409; someone else's: 403;
 * cancelled or cancellation requested: 409; the time taken or held by someone else: 409; booked in Calendly: 409
 * (it is moved in Calendly); a `startTime` that is not a free future slot: 400 naming `startTime`.
 */
export const rescheduleAppointmentRequestSchema = z.object({
  appointmentId: idSchema,
  /** Start of the new built-in slot (45 minutes long). */
  startTime: isoDateTimeSchema,
});
/** Reschedule body. */
export type RescheduleAppointmentRequest = z.infer<typeof rescheduleAppointmentRequestSchema>;

/**
 * `POST /api/appointments/holds` body: a client holds a free built-in slot for a few minutes (`HOLD_MINUTES`) while
 * they buy a plan. Everyone else sees the slot as taken until the hold is booked, released or expires.
 */
export const holdSlotRequestSchema = z.object({
  therapist: idSchema,
  /** Start of the chosen built-in slot. */
  startTime: isoDateTimeSchema,
});
/** Hold body. */
export type HoldSlotRequest = z.infer<typeof holdSlotRequestSchema>;

/** A client's hold on a slot (ISO date-times, UTC). */
export const slotHoldSchema = z.object({
  _id: idSchema,
  therapist: idSchema,
  startTime: dateTimeText(),
  endTime: dateTimeText(),
  /** When the slot is freed unless the client books it first. */
  expiresAt: dateTimeText(),
});
/** A slot hold. */
export type SlotHold = z.infer<typeof slotHoldSchema>;

/** `GET /api/appointments/holds/mine` and `DELETE /api/appointments/holds/{id}` answer: the client's live hold, if any. */
export const currentHoldResponseSchema = z.object({ hold: slotHoldSchema.nullable() });
/** Current hold answer. */
export type CurrentHoldResponse = z.infer<typeof currentHoldResponseSchema>;

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
