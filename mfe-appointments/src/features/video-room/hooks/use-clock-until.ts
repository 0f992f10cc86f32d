/** Re-renders at a given moment (the next change of a countdown), so a screen follows the time without a reload. */
import { useEffect, useState } from 'react';

/** Time now (ms), refreshed when `nextChange` (ms since the epoch, or null for never) arrives. */
export function useClockUntil(nextChange: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const at = nextChange(now);
  useEffect(() => {
    if (at === null) return;
    // a late timer (a sleeping laptop) catches up at once; the longest timeout a browser keeps is about 24 days
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(at - Date.now(), 0) + 1, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [at]);
  return now;
}
