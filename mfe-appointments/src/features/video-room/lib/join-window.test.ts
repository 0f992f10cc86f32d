import { VIDEO_JOIN_WINDOW } from '@aliento/contracts/video';
import { joinWindowState, nextJoinChange, waitText } from './join-window';

const start = '2026-11-26T17:15:00.000Z';
const end = '2026-11-26T18:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('the join window', () => {
  test('opens 10 minutes before the start and closes at the end (the contract the server enforces)', () => {
    expect(VIDEO_JOIN_WINDOW).toEqual({ opensMinutesBeforeStart: 10, closesMinutesAfterEnd: 0 });
    expect(joinWindowState(start, end, at('2026-11-26T17:04:59.999Z'))).toMatchObject({ kind: 'early', minutesLeft: 1 });
    expect(joinWindowState(start, end, at('2026-11-26T17:05:00.000Z'))).toEqual({ kind: 'open', closesAt: at(end) });
    expect(joinWindowState(start, end, at('2026-11-26T17:59:59.999Z')).kind).toBe('open');
    expect(joinWindowState(start, end, at(end))).toEqual({ kind: 'closed' });
    expect(joinWindowState('x', 'y', at(end))).toEqual({ kind: 'closed' });
  });

  test('counts the minutes left rounded up, and knows when the next minute drops', () => {
    const now = at('2026-11-26T15:00:00.000Z');
    const state = joinWindowState(start, end, now);
    expect(state).toMatchObject({ kind: 'early', minutesLeft: 125 });
    expect(nextJoinChange(state, now)).toBe(now + 60_000);
    const later = now + 30_500;
    expect(nextJoinChange(joinWindowState(start, end, later), later)).toBe(now + 60_000);
    const open = joinWindowState(start, end, at('2026-11-26T17:10:00.000Z'));
    expect(nextJoinChange(open, 0)).toBe(at(end));
    expect(nextJoinChange({ kind: 'closed' }, 0)).toBeNull();
  });

  test('says the wait in its two largest units', () => {
    expect(waitText(125, 'es')).toBe('2 h 5 min');
    expect(waitText(120, 'en')).toBe('2 h');
    expect(waitText(7, 'en')).toBe('7 min');
    expect(waitText(2870, 'es')).toBe('1 d 23 h');
    expect(waitText(20 * 1440, 'en')).toBe('20 d');
  });
});
