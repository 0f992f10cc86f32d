/** The join window of a session's video room, for the server (which enforces it) and the screens; no zod here. */
/** When a session's room can be entered: from some minutes before the start until the end. */
export const VIDEO_JOIN_WINDOW = {
  /** The room opens this many minutes before the session starts. */
  opensMinutesBeforeStart: 10,
  /** The room closes this many minutes after the session ends (0 = at the end). */
  closesMinutesAfterEnd: 0,
} as const;

/** The join window of a session that runs from `start` to `end`. */
export function videoJoinWindow(start: Date | string, end: Date | string): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(new Date(start).getTime() - VIDEO_JOIN_WINDOW.opensMinutesBeforeStart * 60_000),
    closesAt: new Date(new Date(end).getTime() + VIDEO_JOIN_WINDOW.closesMinutesAfterEnd * 60_000),
  };
}
