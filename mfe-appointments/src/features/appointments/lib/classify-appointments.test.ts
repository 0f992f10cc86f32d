import { makeAppointment, MINUTE } from '../../../testing/fixtures';
import { classifyAppointments } from './classify-appointments';
import { keepsCreditOnCancellation } from './cancellation-notice';
import { formatAppointmentTime } from './format-appointment-time';

const now = new Date('2026-11-24T15:00:00.000Z');

function at(name: string, start: string, end: string) {
  return makeAppointment(name, 0, { calendlyAppointment: { name, startTime: start, endTime: end } });
}

describe('classifyAppointments', () => {
  const justEnded = at('just ended', '2026-11-24T14:14:59.999Z', '2026-11-24T14:59:59.999Z');
  const endsNow = at('ends now', '2026-11-24T14:15:00.000Z', '2026-11-24T15:00:00.000Z');
  const justStarted = at('just started', '2026-11-24T14:59:00.000Z', '2026-11-24T15:44:00.000Z');
  const notStarted = at('not started', '2026-11-24T15:00:00.001Z', '2026-11-24T15:45:00.001Z');
  const later = at('later', '2026-11-25T10:00:00.000Z', '2026-11-25T10:45:00.000Z');
  const longAgo = at('long ago', '2026-10-01T10:00:00.000Z', '2026-10-01T10:45:00.000Z');
  // Bad data: ended "before" it starts, in the future. The past list hides anything not yet started.
  const endedButNotStarted = at('inverted', '2026-11-24T16:00:00.000Z', '2026-11-24T14:00:00.000Z');
  const noRecord = makeAppointment('no record', 0, { calendlyAppointment: null });

  const all = [later, notStarted, noRecord, justStarted, longAgo, endsNow, justEnded, endedButNotStarted];
  const names = (list: { calendlyAppointment: { name: string } | null }[]) => list.map((a) => a.calendlyAppointment?.name ?? '(none)');

  test('past when the end is before now, otherwise upcoming; soonest upcoming and latest past first', () => {
    const { upcoming, past } = classifyAppointments(all, 'client', now);
    expect(names(past)).toEqual(['just ended', 'long ago']);
    expect(names(upcoming)).toEqual(['ends now', 'just started', 'not started', 'later']);
  });

  test('clients ignore appointments without a scheduling record; the inverted item is in neither list', () => {
    const { upcoming, past } = classifyAppointments(all, 'client', now);
    expect([...upcoming, ...past]).not.toContain(noRecord);
    expect([...upcoming, ...past]).not.toContain(endedButNotStarted);
  });

  test('therapists keep an item without a scheduling record, as upcoming and last', () => {
    const { upcoming, past } = classifyAppointments(all, 'therapist', now);
    expect(upcoming[upcoming.length - 1]).toBe(noRecord);
    expect(past).not.toContain(noRecord);
  });

  test('one millisecond changes the list an item is in', () => {
    const item = at('edge', '2026-11-24T14:15:00.000Z', '2026-11-24T15:00:00.000Z');
    expect(classifyAppointments([item], 'client', new Date('2026-11-24T15:00:00.000Z')).upcoming).toEqual([item]);
    expect(classifyAppointments([item], 'client', new Date('2026-11-24T15:00:00.001Z')).past).toEqual([item]);
  });
});

describe('keepsCreditOnCancellation (24-hour notice)', () => {
  test('exactly 24 hours or more before the start keeps the credit; less does not', () => {
    const start = '2026-11-25T15:00:00.000Z';
    expect(keepsCreditOnCancellation(start, new Date('2026-11-24T15:00:00.000Z'))).toBe(true);
    expect(keepsCreditOnCancellation(start, new Date(Date.parse('2026-11-24T15:00:00.000Z') + MINUTE))).toBe(false);
    expect(keepsCreditOnCancellation('not a date', now)).toBe(false);
  });
});

describe('formatAppointmentTime', () => {
  test('long date and start–end time in the language and time zone', () => {
    expect(formatAppointmentTime('2026-11-24T15:00:00.000Z', '2026-11-24T15:45:00.000Z', 'es', 'UTC')).toEqual({
      date: 'martes, 24 de noviembre de 2026',
      time: '15:00–15:45',
    });
    const en = formatAppointmentTime('2026-11-24T15:00:00.000Z', '2026-11-24T15:45:00.000Z', 'en', 'America/New_York');
    expect(en?.date).toBe('Tuesday, November 24, 2026');
    expect(en?.time).toMatch(/^10:00\sAM–10:45\sAM$/);
    expect(formatAppointmentTime('x', 'y', 'es')).toBeNull();
  });
});
