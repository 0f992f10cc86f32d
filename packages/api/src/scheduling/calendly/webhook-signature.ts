/**
 * Calendly's webhook signature (developer.calendly.com, "Webhook Signatures"): the `Calendly-Webhook-Signature`
 * header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the subscription's signing key>`.
 * A timestamp older than the tolerance is refused so a captured delivery cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Calendly's suggested tolerance between the signature's time and ours. */
export const SIGNATURE_TOLERANCE_SECONDS = 180;

/** The header value Calendly would send for `rawBody` at `timestampSeconds` (the stand-in and tests sign with it). */
export function calendlySignature(rawBody: Buffer | string, key: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', key).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/** True when `header` is a valid, fresh signature of exactly these bytes. */
export function verifyCalendlySignature(rawBody: Buffer, header: string | undefined, key: string, nowMs = Date.now()): boolean {
  if (!header) return false;
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const i = part.indexOf('=');
    if (i > 0) parts.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  if (Math.abs(nowMs / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', key).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
