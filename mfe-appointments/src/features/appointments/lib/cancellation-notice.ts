/** Whether a cancellation requested now gives the notice that keeps the credit (ARCHITECTURE section 5). */
import { CANCELLATION_NOTICE_HOURS } from '@aliento/contracts/plans';

const HOUR_MS = 60 * 60 * 1000;

/** True when `start` is at least {@link CANCELLATION_NOTICE_HOURS} hours after `now`: the credit returns by policy. */
export function keepsCreditOnCancellation(startTime: string, now: Date = new Date()): boolean {
  const start = Date.parse(startTime);
  if (Number.isNaN(start)) return false;
  return start - now.getTime() >= CANCELLATION_NOTICE_HOURS * HOUR_MS;
}
