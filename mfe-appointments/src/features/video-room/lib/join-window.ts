/**
 * When a session's Join button works: the contracts' join window (from `VIDEO_JOIN_WINDOW.opensMinutesBeforeStart`
 * minutes before the start to the end), the same one the server enforces, and the wait before it as text.
 */
import { videoJoinWindow } from '@aliento/contracts/video';

const MINUTE = 60_000;

export type JoinWindowState =
  /** Not yet: `minutesLeft` (rounded up) until the room opens, at `opensAt`. */
  | { kind: 'early'; minutesLeft: number; opensAt: number }
  /** Open until `closesAt`. */
  | { kind: 'open'; closesAt: number }
  /** The session has ended (or its times cannot be read). */
  | { kind: 'closed' };

/** Where `now` stands in the join window of a session from `start` to `end`. */
export function joinWindowState(start: string, end: string, now: number): JoinWindowState {
  const { opensAt, closesAt } = videoJoinWindow(start, end);
  const opens = opensAt.getTime();
  const closes = closesAt.getTime();
  if (Number.isNaN(opens) || Number.isNaN(closes) || now >= closes) return { kind: 'closed' };
  if (now < opens) return { kind: 'early', minutesLeft: Math.ceil((opens - now) / MINUTE), opensAt: opens };
  return { kind: 'open', closesAt: closes };
}

/** When the state next changes (the countdown's next minute, the opening, the end), or null when it never does. */
export function nextJoinChange(state: JoinWindowState, now: number): number | null {
  if (state.kind === 'closed') return null;
  if (state.kind === 'open') return state.closesAt;
  const left = state.opensAt - now;
  // the shown minutes drop when the time left crosses a whole minute
  return now + (left % MINUTE || MINUTE);
}

/**
 * The wait as "2 h 5 min", "45 min" or "1 d 23 h" (the two largest units), numbers by Intl in `language`. The unit
 * symbols are the same in Spanish and English.
 */
export function waitText(minutes: number, language: string): string {
  const n = new Intl.NumberFormat(language);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts =
    days > 0
      ? [`${n.format(days)} d`, hours > 0 ? `${n.format(hours)} h` : '']
      : hours > 0
        ? [`${n.format(hours)} h`, mins > 0 ? `${n.format(mins)} min` : '']
        : [`${n.format(mins)} min`];
  return parts.filter(Boolean).join(' ');
}
