/**
 * Demo scheduling data (issue 5): weekly availability for every approved therapist, so free slots exist for the
 * coming weeks; past and upcoming sessions of the demo client with the demo therapist; and one late cancellation
 * request waiting for the admin. Idempotent: availability only where none is saved, appointments only once.
 */
import type { AvailabilityWindow } from '@aliento/contracts/scheduling';
import { SESSION_MINUTES } from '@aliento/contracts/plans';
import type { Queryable } from '../db';
import { availabilitySlotStarts } from '../services/scheduling';
import { newRoomName } from '../services/video';

const ZONES = [
  'America/New_York',
  'America/Mexico_City',
  'America/Bogota',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Argentina/Buenos_Aires',
];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Name of the demo session that starts a few minutes after seeding (its room can be tried at once). */
export const DEMO_VIDEO_SESSION_NAME = 'Prueba de la sala de video';

/** Monday to Friday mornings and afternoons; every other therapist also on Saturday mornings. */
function weekFor(i: number): AvailabilityWindow[] {
  const weekly: AvailabilityWindow[] = [];
  for (let d = 1; d <= 5; d++) weekly.push({ weekday: d, start: '09:00', end: '12:45' }, { weekday: d, start: '15:00', end: '19:30' });
  if (i % 2 === 0) weekly.push({ weekday: 6, start: '10:00', end: '13:00' });
  return weekly;
}

async function idOf(q: Queryable, email: string): Promise<string | null> {
  const r = await q.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  return r.rows[0]?.id ?? null;
}

/** Loads the scheduling demo data inside the seed transaction. */
export async function seedScheduling(q: Queryable, now = Date.now()): Promise<void> {
  const therapists = await q.query<{ user_id: string }>(
    `SELECT t.user_id FROM therapists t JOIN users u ON u.id = t.user_id WHERE t.approved ORDER BY u.email`,
  );
  let i = 0;
  for (const { user_id } of therapists.rows) {
    await q.query(
      `INSERT INTO therapist_availability (therapist_id, time_zone, weekly) VALUES ($1, $2, $3::jsonb) ON CONFLICT (therapist_id) DO NOTHING`,
      [user_id, ZONES[i % ZONES.length], JSON.stringify(weekFor(i))],
    );
    i++;
  }

  const client = await idOf(q, 'cliente@aliento.example');
  const other = await idOf(q, 'jose.perez@aliento.example');
  const therapist = await idOf(q, 'terapeuta@aliento.example');
  if (!client || !other || !therapist) return;
  const existing = await q.query('SELECT 1 FROM appointments WHERE client_id = $1 LIMIT 1', [client]);
  if (existing.rows.length > 0) return;
  const av = await q.query<{ time_zone: string; weekly: AvailabilityWindow[] | string }>(
    'SELECT time_zone, weekly FROM therapist_availability WHERE therapist_id = $1',
    [therapist],
  );
  const weekly = av.rows[0] ? (typeof av.rows[0].weekly === 'string' ? JSON.parse(av.rows[0].weekly) : av.rows[0].weekly) : [];
  const availability = { timeZone: av.rows[0]?.time_zone ?? 'America/New_York', weekly };
  const slot = (from: number, to: number, fallback: number) => availabilitySlotStarts(availability, from, to)[0] ?? fallback;
  const hourAligned = (t: number) => Math.ceil(t / HOUR) * HOUR;

  const rows: { client: string; email: string; start: number; late?: boolean; name?: string }[] = [
    { client, email: 'cliente@aliento.example', start: slot(now - 21 * DAY, now - 15 * DAY, hourAligned(now - 20 * DAY)) },
    { client, email: 'cliente@aliento.example', start: slot(now - 10 * DAY, now - 4 * DAY, hourAligned(now - 9 * DAY)) },
    { client, email: 'cliente@aliento.example', start: slot(now + 3 * DAY, now + 9 * DAY, hourAligned(now + 4 * DAY)) },
    {
      client: other,
      email: 'jose.perez@aliento.example',
      start: slot(now + 2 * HOUR, now + 22 * HOUR, hourAligned(now + 20 * HOUR) + 30 * 60_000),
      late: true,
    },
    // a session whose room is open right after seeding, so the video room can be tried in the demo
    { client, email: 'cliente@aliento.example', start: Math.ceil((now + 5 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE, name: DEMO_VIDEO_SESSION_NAME },
  ];
  for (const r of rows) {
    const start = new Date(r.start);
    const end = new Date(r.start + SESSION_MINUTES * 60_000);
    const ins = await q.query<{ id: string }>(
      `INSERT INTO appointments (therapist_id, client_id, client_email, source, name, start_time, end_time, room, created_at,
         request_cancellation, request_cancellation_date, refund_status, completed)
       VALUES ($1, $2, $3, 'builtin', $12, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        therapist,
        r.client,
        r.email,
        start,
        end,
        newRoomName(),
        new Date(Math.min(r.start - 3 * DAY, now)),
        Boolean(r.late),
        r.late ? new Date(now) : null,
        r.late ? 'PENDING' : 'NONE',
        end.getTime() < now,
        r.name ?? 'Sesión Aliento · 45 min',
      ],
    );
    const id = ins.rows[0]?.id;
    if (!id) continue;
    await q.query(
      `INSERT INTO appointment_events (appointment_id, event, actor_id, actor_role, details) VALUES ($1, 'BOOKED', $2, 'ROLE_CLIENT', '{"seed":true}')`,
      [id, r.client],
    );
    if (r.late) {
      await q.query(
        `INSERT INTO appointment_events (appointment_id, event, actor_id, actor_role, details) VALUES ($1, 'CANCELLATION_REQUESTED', $2, 'ROLE_CLIENT', '{"seed":true}')`,
        [id, r.client],
      );
    }
  }
}
