/**
 * Built-in scheduling (the embedded default when a therapist has no Calendly username):
 * `GET|PUT /api/therapists/{id}/availability` (weekly availability in the therapist's IANA time zone) and
 * `GET /api/therapists/{id}/slots?from=&to=&timeZone=` (free 45-minute slots, returned in UTC ISO strings).
 */
import { z } from 'zod';
import { dateTimeText, isoDateTimeSchema, text } from './common';

export { BOOKING_HORIZON_DAYS } from './limits';

/** `HH:MM` 24-hour local time. */
export const localTimeSchema = text({ error: 'required' }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'invalidValue' });

/** A valid IANA time zone name. */
export const timeZoneSchema = text({ error: 'required' })
  .min(1, { error: 'required' })
  .max(64, { error: 'tooLong' })
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'invalidValue' },
  );

/** One weekly window: weekday 0 (Sunday) to 6, local start and end (end after start). */
export const availabilityWindowSchema = z
  .object({
    weekday: z.number({ error: 'invalidNumber' }).int().min(0, { error: 'invalidValue' }).max(6, { error: 'invalidValue' }),
    start: localTimeSchema,
    end: localTimeSchema,
  })
  .refine((w) => w.start < w.end, { error: 'invalidValue', path: ['end'] });
/** One weekly window. */
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/** A therapist's weekly availability (GET answer and PUT body). */
export const availabilitySchema = z.object({
  timeZone: timeZoneSchema,
  weekly: z.array(availabilityWindowSchema).max(100, { error: 'tooLong' }),
});
/** A therapist's weekly availability. */
export type Availability = z.infer<typeof availabilitySchema>;

/** `GET /api/therapists/{id}/slots` query: range (at most 62 days) and the client's time zone. */
export const freeSlotsQuerySchema = z.object({
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
  timeZone: timeZoneSchema.optional(),
});
/** Free slots query. */
export type FreeSlotsQuery = z.infer<typeof freeSlotsQuerySchema>;

/** One free 45-minute slot (UTC ISO strings). */
export const slotSchema = z.object({ startTime: dateTimeText(), endTime: dateTimeText() });
/** One free slot. */
export type Slot = z.infer<typeof slotSchema>;

/** `GET /api/therapists/{id}/slots` answer. */
export const freeSlotsResponseSchema = z.object({ timeZone: z.string(), slots: z.array(slotSchema) });
/** Free slots answer. */
export type FreeSlotsResponse = z.infer<typeof freeSlotsResponseSchema>;
