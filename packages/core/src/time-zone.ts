/**
 * The time zone the person reads times in: the one they chose (kept per user on this device), else the browser's.
 * Every time on screen uses it, and the API client sends it as `X-Time-Zone`, so the API keeps it on the user and
 * the mails show the same times in the same words.
 */
import { useSyncExternalStore } from 'react';
import { getSession, sessionStore } from './session';

export const TIME_ZONE_STORAGE_KEY = 'timeZone';

/**
 * How long the browser's zone is taken as read: asking Intl builds a formatter (a costly call on a slow phone, and
 * every screen showing a time asks on each render), while a device that changes zone is seen within a minute.
 */
const BROWSER_ZONE_TTL_MS = 60_000;
let browserZone: { zone: string; readAt: number } | null = null;

/** The browser's IANA time zone (`America/Bogota`), or 'UTC' where Intl cannot tell. */
export function browserTimeZone(): string {
  const now = Date.now();
  if (browserZone && now - browserZone.readAt < BROWSER_ZONE_TTL_MS) return browserZone.zone;
  let zone = 'UTC';
  // the page's first reading: the zone the start-up worker read while it readied ICU (shell/public/index.html), so
  // the main thread does not pay ICU's first use for it
  const read = browserZone ? undefined : (globalThis as { __alientoTimeZone?: unknown }).__alientoTimeZone;
  try {
    zone = typeof read === 'string' && read ? read : Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // an engine without time zones: UTC
  }
  browserZone = { zone, readAt: now };
  return zone;
}

/** Zone names already checked, with their canonical names (null: unknown to this runtime). */
const checkedZones = new Map<string, string | null>();

/** The canonical IANA name of a zone this runtime knows, or null. */
export function validTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return null;
  const known = checkedZones.get(zone);
  if (known !== undefined) return known;
  let canonical: string | null = null;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  if (checkedZones.size < 1000) checkedZones.set(zone, canonical); // bounded: names come from storage and people
  return canonical;
}

/** The storage key of the signed-in person's choice; a choice made before signing in is kept under 'guest'. */
function storageKey(): string {
  return `${TIME_ZONE_STORAGE_KEY}:${getSession().claims?.id ?? 'guest'}`;
}

/** The person's own choice, else the one made on this device before signing in. */
function storedChoice(): string | null {
  try {
    const storage = window.localStorage;
    return validTimeZone(storage.getItem(storageKey()) ?? storage.getItem(`${TIME_ZONE_STORAGE_KEY}:guest`));
  } catch {
    return null; // storage blocked: the browser's zone
  }
}

const listeners = new Set<() => void>();

/** The zone to show times in: the person's choice, else the browser's. */
export function currentTimeZone(): string {
  return storedChoice() ?? browserTimeZone();
}

/** Keeps the person's choice and tells every screen showing times. */
export function setTimeZone(zone: string): void {
  const valid = validTimeZone(zone);
  if (!valid) return;
  try {
    window.localStorage.setItem(storageKey(), valid);
  } catch {
    // storage blocked: the choice lasts until the page reloads
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another person signing in on this device reads their own choice
  const unsubscribeSession = sessionStore.subscribe(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
  };
}

/** The zone to show times in, re-rendering when the person changes it or signs in. */
export function useTimeZone(): string {
  return useSyncExternalStore(subscribe, currentTimeZone, browserTimeZone);
}
