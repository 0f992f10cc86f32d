/** Built-in scheduling: availability in the therapist's zone, free 45-minute slots in UTC, DST and half-hour offsets. */
import { availabilitySlotStarts, wallClockMs, zonedToUtc } from '../src/services/scheduling';
import { type Actor, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { DAY, book, setCredits } from './booking-helpers';

const iso = (ms: number) => new Date(ms).toISOString();
const starts = (tz: string, weekly: { weekday: number; start: string; end: string }[], from: string, to: string) =>
  availabilitySlotStarts({ timeZone: tz, weekly }, Date.parse(from), Date.parse(to)).map(iso);

describe('time zone arithmetic', () => {
  it('converts wall times to UTC across the New York spring-forward change (2026-03-08)', () => {
    expect(iso(zonedToUtc(Date.UTC(2026, 2, 7, 9, 0), 'America/New_York') as number)).toBe('2026-03-07T14:00:00.000Z'); // EST
    expect(iso(zonedToUtc(Date.UTC(2026, 2, 9, 9, 0), 'America/New_York') as number)).toBe('2026-03-09T13:00:00.000Z'); // EDT
    expect(zonedToUtc(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York')).toBeNull(); // does not exist
  });
  it('resolves the repeated hour of the fall-back change (2026-11-01) to its first occurrence', () => {
    expect(iso(zonedToUtc(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York') as number)).toBe('2026-11-01T05:30:00.000Z');
  });
  it("handles half-hour offsets (Kolkata +05:30, St John's -03:30/-02:30)", () => {
    expect(iso(zonedToUtc(Date.UTC(2026, 0, 5, 9, 0), 'Asia/Kolkata') as number)).toBe('2026-01-05T03:30:00.000Z');
    expect(iso(zonedToUtc(Date.UTC(2026, 0, 5, 9, 0), 'America/St_Johns') as number)).toBe('2026-01-05T12:30:00.000Z');
    expect(iso(zonedToUtc(Date.UTC(2026, 6, 6, 9, 0), 'America/St_Johns') as number)).toBe('2026-07-06T11:30:00.000Z');
    expect(wallClockMs(Date.parse('2026-01-05T03:30:00Z'), 'Asia/Kolkata')).toBe(Date.UTC(2026, 0, 5, 9, 0));
  });
});

describe('availability slots', () => {
  it('keeps local 09:00 slots on both sides of a DST change (UTC times shift by an hour)', () => {
    // Saturday 7 and Monday 9 March 2026; the change is on Sunday 8
    const weekly = [6, 0, 1].map((weekday) => ({ weekday, start: '09:00', end: '10:30' }));
    expect(starts('America/New_York', weekly, '2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z')).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-07T14:45:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T13:45:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T13:45:00.000Z',
    ]);
  });
  it('skips slots that fall into the spring-forward gap and cuts windows into 45-minute slots', () => {
    const weekly = [{ weekday: 0, start: '01:00', end: '04:00' }];
    // 01:00 EST, [01:45 would end in the gap], 02:30 does not exist, 03:15 EDT
    expect(starts('America/New_York', weekly, '2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z')).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:15:00.000Z',
    ]);
  });
  it('produces slots in a half-hour-offset zone', () => {
    const weekly = [{ weekday: 1, start: '09:00', end: '10:30' }];
    expect(starts('Asia/Kolkata', weekly, '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z')).toEqual([
      '2026-01-05T03:30:00.000Z',
      '2026-01-05T04:15:00.000Z',
    ]);
    expect(starts('America/St_Johns', weekly, '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z')).toEqual([
      '2026-01-05T12:30:00.000Z',
      '2026-01-05T13:15:00.000Z',
    ]);
  });
  it('handles a local day that differs from the UTC day (evening windows far from UTC)', () => {
    const weekly = [{ weekday: 1, start: '21:00', end: '21:45' }]; // Monday evening in Los Angeles = Tuesday UTC
    expect(starts('America/Los_Angeles', weekly, '2026-01-05T00:00:00Z', '2026-01-07T00:00:00Z')).toEqual(['2026-01-06T05:00:00.000Z']);
  });
});

describe('availability and slots routes', () => {
  let t: TestApp;
  let therapist: Actor;
  let otherTherapist: Actor;
  let client: Actor;
  let admin: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    otherTherapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    client = await newClient(t.app);
    admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  });
  afterAll(async () => {
    await t.close();
  });
  const req = (method: 'GET' | 'PUT', url: string, who: Actor | null, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { ...(who ? bearer(who) : {}), 'x-language': 'en' } });
  const week = { timeZone: 'Asia/Kolkata', weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '12:15' })) };

  it('returns an empty week before anything is saved', async () => {
    const res = await req('GET', `/api/therapists/${therapist.id}/availability`, client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'America/New_York', weekly: [] });
  });

  it('lets the therapist and an admin save it; others are refused', async () => {
    const res = await req('PUT', `/api/therapists/${therapist.id}/availability`, therapist, week);
    expect(res.statusCode).toBe(200);
    expect(res.json().timeZone).toBe('Asia/Kolkata');
    expect((await req('GET', `/api/therapists/${therapist.id}/availability`, client)).json()).toEqual(res.json());
    expect((await req('PUT', `/api/therapists/${therapist.id}/availability`, admin, week)).statusCode).toBe(200);
    expect((await req('PUT', `/api/therapists/${therapist.id}/availability`, otherTherapist, week)).statusCode).toBe(403);
    expect((await req('PUT', `/api/therapists/${therapist.id}/availability`, client, week)).statusCode).toBe(403);
    expect((await req('PUT', `/api/therapists/${therapist.id}/availability`, null, week)).statusCode).toBe(401);
    expect((await req('GET', `/api/therapists/${therapist.id}/availability`, null)).statusCode).toBe(401);
  });

  it('validates zone, times and overlapping windows', async () => {
    const badZone = await req('PUT', `/api/therapists/${therapist.id}/availability`, therapist, { timeZone: 'Mars/Olympus', weekly: [] });
    expect(badZone.json().fields).toEqual({ timeZone: 'invalid value' });
    const backwards = await req('PUT', `/api/therapists/${therapist.id}/availability`, therapist, {
      timeZone: 'UTC',
      weekly: [{ weekday: 1, start: '12:00', end: '09:00' }],
    });
    expect(backwards.json().fields).toEqual({ 'weekly.0.end': 'invalid value' });
    const overlap = await req('PUT', `/api/therapists/${therapist.id}/availability`, therapist, {
      timeZone: 'UTC',
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(
      (
        await req('PUT', `/api/therapists/${therapist.id}/availability`, therapist, {
          timeZone: 'UTC',
          weekly: [{ weekday: 7, start: '09:00', end: '10:00' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await req('GET', `/api/therapists/${client.id}/availability`, admin)).statusCode).toBe(404);
  });

  it('lists free future slots in UTC, echoing the client zone, without booked ones', async () => {
    const from = new Date(Math.floor(Date.now() / DAY) * DAY + 2 * DAY).toISOString();
    const to = new Date(Date.parse(from) + DAY).toISOString();
    const url = `/api/therapists/${therapist.id}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&timeZone=America/Bogota`;
    const res = await req('GET', url, client);
    expect(res.statusCode).toBe(200);
    expect(res.json().timeZone).toBe('America/Bogota');
    const day = from.slice(0, 10);
    // 10:00-12:15 Kolkata = 04:30-06:45 UTC: three slots
    expect(res.json().slots).toEqual([
      { startTime: `${day}T04:30:00.000Z`, endTime: `${day}T05:15:00.000Z` },
      { startTime: `${day}T05:15:00.000Z`, endTime: `${day}T06:00:00.000Z` },
      { startTime: `${day}T06:00:00.000Z`, endTime: `${day}T06:45:00.000Z` },
    ]);
    await setCredits(t.db, client.id, 1);
    expect((await book(t.app, client, therapist, `${day}T05:15:00.000Z`)).statusCode).toBe(201);
    const after = await req('GET', url, client);
    expect(after.json().slots.map((s: { startTime: string }) => s.startTime)).toEqual([`${day}T04:30:00.000Z`, `${day}T06:00:00.000Z`]);
  });

  it('never lists past slots and validates the range', async () => {
    const past = await req('GET', `/api/therapists/${therapist.id}/slots?from=2020-01-01T00:00:00Z&to=2020-01-05T00:00:00Z`, client);
    expect(past.json().slots).toEqual([]);
    expect((await req('GET', `/api/therapists/${therapist.id}/slots?from=2030-01-05T00:00:00Z&to=2030-01-01T00:00:00Z`, client)).statusCode).toBe(
      400,
    );
    expect((await req('GET', `/api/therapists/${therapist.id}/slots?from=2030-01-01T00:00:00Z&to=2030-06-01T00:00:00Z`, client)).statusCode).toBe(
      400,
    );
    expect((await req('GET', `/api/therapists/${therapist.id}/slots?from=soon&to=later`, client)).statusCode).toBe(400);
    expect(
      (await req('GET', `/api/therapists/${therapist.id}/slots?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z&timeZone=Nowhere/Land`, client))
        .statusCode,
    ).toBe(400);
    expect(
      (await req('GET', `/api/therapists/${otherTherapist.id}/slots?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z`, client)).json().slots,
    ).toEqual([]);
    expect((await req('GET', `/api/therapists/${client.id}/slots?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z`, client)).statusCode).toBe(404);
    expect((await req('GET', `/api/therapists/${therapist.id}/slots?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z`, null)).statusCode).toBe(401);
  });
});
