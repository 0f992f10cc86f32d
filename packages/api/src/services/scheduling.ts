/**
 * Built-in scheduling: a therapist's weekly availability in their IANA time zone and the free 45-minute slots
 * derived from it. Windows are local wall times; every instant computed here and stored is UTC, so daylight-saving
 * changes and half-hour offsets are handled by converting each local slot start on its own date.
 */
import {
  BOOKING_HORIZON_DAYS,
  type Availability,
  type AvailabilityWindow,
  type FreeSlotsQuery,
  type FreeSlotsResponse,
  type Slot,
} from '@aliento/contracts/scheduling';
import { SESSION_MINUTES } from '@aliento/contracts/plans';
import { liveAppointmentTimes } from '../data/appointments';
import { liveHoldTimes } from '../data/booking-holds';
import { availabilityRow, lockTherapist, therapistApproval, upsertAvailability } from '../data/therapists';
import type { Queryable } from '../db';
import { fieldError, notFound } from '../lib/app-error';
import { changesBetween, recordAudit, type AuditActor } from './audit';
import type { ServiceContext } from './context';

/** Zone used when a therapist has not saved availability yet. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** Longest range the slots endpoint answers (days). */
export const MAX_SLOT_RANGE_DAYS = 62;
/** How far ahead a slot may start, in ms (the contracts' booking horizon). */
export const BOOKING_HORIZON_MS = BOOKING_HORIZON_DAYS * 86_400_000;
const SLOT_MS = SESSION_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local wall time of `instant` in `timeZone`, expressed as if it were UTC (ms). */
export function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The UTC instant of a local wall time (given as if UTC) in `timeZone`; null when the wall time does not exist
 * (skipped by a spring-forward change). An ambiguous time (fall-back) resolves to its first occurrence.
 */
export function zonedToUtc(wallMs: number, timeZone: string): number | null {
  const candidates = new Set<number>();
  for (const probe of [wallMs - DAY_MS, wallMs, wallMs + DAY_MS]) {
    const offset = wallClockMs(probe, timeZone) - probe;
    candidates.add(wallMs - offset);
  }
  const valid = [...candidates].filter((u) => wallClockMs(u, timeZone) === wallMs).sort((a, b) => a - b);
  return valid[0] ?? null;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Every slot start (UTC ms) that the weekly windows produce between `fromMs` and `toMs` (slot fully inside),
 * ignoring bookings. Windows are cut into consecutive 45-minute slots from their start.
 */
export function availabilitySlotStarts(availability: Availability, fromMs: number, toMs: number): number[] {
  const tz = availability.timeZone;
  const byWeekday = new Map<number, AvailabilityWindow[]>();
  for (const w of availability.weekly) byWeekday.set(w.weekday, [...(byWeekday.get(w.weekday) ?? []), w]);
  if (byWeekday.size === 0) return [];
  // local calendar days covering the range (one day of margin on each side for any offset)
  const firstDay = Math.floor(wallClockMs(fromMs, tz) / DAY_MS) - 1;
  const lastDay = Math.floor(wallClockMs(toMs, tz) / DAY_MS) + 1;
  const starts = new Set<number>();
  for (let day = firstDay; day <= lastDay; day++) {
    const windows = byWeekday.get(new Date(day * DAY_MS).getUTCDay());
    if (!windows) continue;
    for (const w of windows) {
      const end = minutesOf(w.end);
      for (let m = minutesOf(w.start); m + SESSION_MINUTES <= end; m += SESSION_MINUTES) {
        const utc = zonedToUtc(day * DAY_MS + m * 60_000, tz);
        // a slot whose local start or end falls into a DST gap would not last 45 local minutes: skip it
        if (utc === null) continue;
        if (wallClockMs(utc + SLOT_MS, tz) !== day * DAY_MS + (m + SESSION_MINUTES) * 60_000) continue;
        if (utc >= fromMs && utc + SLOT_MS <= toMs) starts.add(utc);
      }
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** A therapist's saved availability (null when none). */
export async function findAvailability(q: Queryable, therapistId: string): Promise<Availability | null> {
  const row = await availabilityRow<AvailabilityWindow>(q, therapistId);
  if (!row) return null;
  const weekly = typeof row.weekly === 'string' ? (JSON.parse(row.weekly) as AvailabilityWindow[]) : row.weekly;
  return { timeZone: row.time_zone, weekly };
}

/** Throws 404 unless `id` is a therapist (approved or not when `approvedOnly` is false). */
export async function assertTherapist(q: Queryable, id: string, approvedOnly = true): Promise<void> {
  const t = await therapistApproval(q, id);
  if (!t || (approvedOnly && !t.approved)) throw notFound('userNotFound');
}

/**
 * `GET /api/therapists/{id}/availability`: the saved availability, or an empty week in the default zone. Like the
 * profile, an applicant's (unapproved) availability is visible only to themself and admins: others get a 404.
 */
export async function getAvailability(ctx: ServiceContext, therapistId: string, viewer: { id: string; isAdmin: boolean }): Promise<Availability> {
  await assertTherapist(ctx.db, therapistId, !(viewer.isAdmin || viewer.id === therapistId));
  return (await findAvailability(ctx.db, therapistId)) ?? { timeZone: DEFAULT_TIME_ZONE, weekly: [] };
}

function sortedWindows(weekly: AvailabilityWindow[]): AvailabilityWindow[] {
  return [...weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
}

/** `PUT /api/therapists/{id}/availability`: replaces the weekly windows (overlapping windows of a day refused). */
export async function saveAvailability(ctx: ServiceContext, actor: AuditActor, therapistId: string, body: Availability): Promise<Availability> {
  await assertTherapist(ctx.db, therapistId, false);
  const weekly = sortedWindows(body.weekly);
  for (let i = 1; i < weekly.length; i++) {
    if (weekly[i].weekday === weekly[i - 1].weekday && weekly[i].start < weekly[i - 1].end) {
      throw fieldError(`weekly.${body.weekly.indexOf(weekly[i])}.start`, 'invalidValue');
    }
  }
  const saved = { timeZone: body.timeZone, weekly };
  await ctx.db.transaction(async (tx) => {
    await lockTherapist(tx, therapistId);
    const before = await findAvailability(tx, therapistId);
    await upsertAvailability(tx, therapistId, body.timeZone, JSON.stringify(weekly));
    await recordAudit(tx, { actor, action: 'availability.updated', subjectId: therapistId, changes: changesBetween(before, saved) });
  });
  return saved;
}

/**
 * Live (not cancelled) appointments and live holds of a therapist overlapping [fromMs, toMs); the viewer's own hold
 * is not busy for them (they may book what they hold).
 */
async function busyIntervals(
  q: Queryable,
  therapistId: string,
  fromMs: number,
  toMs: number,
  now: number,
  viewerId: string | null,
): Promise<[number, number][]> {
  const [from, to] = [new Date(fromMs), new Date(toMs)];
  const rows = [
    ...(await liveAppointmentTimes(q, therapistId, from, to)),
    ...(await liveHoldTimes(q, therapistId, from, to, new Date(now), viewerId)),
  ];
  return rows.map((row) => [new Date(row.start_time).getTime(), new Date(row.end_time).getTime()]);
}

/**
 * `GET /api/therapists/{id}/slots`: free future slots of the range, in UTC, with the client's zone echoed. Only slots
 * that can be booked are listed: none before now, none ending past the booking horizon, none held by another client
 * (the viewer's own hold stays listed, for them to book).
 */
export async function getFreeSlots(
  ctx: ServiceContext,
  therapistId: string,
  query: FreeSlotsQuery,
  now = Date.now(),
  viewerId: string | null = null,
): Promise<FreeSlotsResponse> {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  if (to <= from) throw fieldError('to', 'invalidDate');
  if (to - from > MAX_SLOT_RANGE_DAYS * DAY_MS) throw fieldError('to', 'invalidDate');
  await assertTherapist(ctx.db, therapistId);
  const availability = await findAvailability(ctx.db, therapistId);
  const timeZone = query.timeZone ?? availability?.timeZone ?? DEFAULT_TIME_ZONE;
  if (!availability) return { timeZone, slots: [] };
  const start = Math.max(from, now);
  const end = Math.min(to, now + BOOKING_HORIZON_MS);
  const starts = start < end ? availabilitySlotStarts(availability, start, end) : [];
  const busy = await busyIntervals(ctx.db, therapistId, start, Math.max(start, end), now, viewerId);
  const slots: Slot[] = starts
    .filter((s) => !busy.some(([b0, b1]) => s < b1 && s + SLOT_MS > b0))
    .map((s) => ({ startTime: new Date(s).toISOString(), endTime: new Date(s + SLOT_MS).toISOString() }));
  return { timeZone, slots };
}

/** True when `startMs` is the start of one of the slots the therapist's weekly availability produces. */
export async function isAvailabilitySlot(q: Queryable, therapistId: string, startMs: number): Promise<boolean> {
  const availability = await findAvailability(q, therapistId);
  if (!availability) return false;
  return availabilitySlotStarts(availability, startMs, startMs + SLOT_MS).includes(startMs);
}

/**
 * Throws a 400 naming `startTime` unless `startMs` can be booked now: in the future, ending within the booking
 * horizon, and the start of one of the therapist's weekly slots (so on their 45-minute grid). Whether it is free is
 * checked by the caller, under the therapist's lock.
 */
export async function assertBookableSlot(q: Queryable, therapistId: string, startMs: number, now: number): Promise<void> {
  if (!Number.isFinite(startMs) || startMs <= now) throw fieldError('startTime', 'slotNotAvailable');
  if (startMs + SLOT_MS > now + BOOKING_HORIZON_MS) throw fieldError('startTime', 'slotBeyondHorizon');
  if (!(await isAvailabilitySlot(q, therapistId, startMs))) throw fieldError('startTime', 'slotNotAvailable');
}
