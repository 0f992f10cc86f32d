/**
 * Render-as-you-fetch: the shell starts a screen's first GET calls as soon as it knows the API's origin, beside the
 * download of the screen's code, instead of after it (issue 22). When the screen then makes the same call, `api`
 * hands it the answer already on its way. An early answer is used once, only by the session that asked for it, only
 * for a few seconds, and only when it succeeded: anything else makes the call again the usual way (ky, with its
 * renewal, retry and sign-out on 401), so an early call can make a page faster but never different.
 */
import { detectLanguage } from './language';
import { getSession } from './session';
import { currentTimeZone } from './time-zone';

/** An early answer older than this is not used: the screen asks again. */
export const EARLY_CALL_MS = 15_000;

/**
 * A GET call started before the screen asks for it (by the shell, or by a frame's painter: mfe-directory/src/frame),
 * by absolute URL: its session's token, when it started, its answer (null when it did not succeed).
 */
export interface PageCall {
  token: string;
  at: number;
  response: Promise<Response | null>;
}

const calls = new Map<string, PageCall>();

/**
 * What a page's own scripts leave for the app on `window`: the remotes.json answer (index.html) and the calls a frame's
 * painter started before the app's code arrived, which startEarlyCalls adopts instead of asking again.
 */
export interface FramePage {
  __alientoRemotes?: Promise<Response>;
  __alientoEarlyCalls?: Record<string, PageCall | undefined>;
}

const pageCalls = () => (typeof window === 'undefined' ? undefined : (window as FramePage).__alientoEarlyCalls);

/**
 * Starts these GET calls now (absolute URLs, with their query), with the session's token, language and time zone;
 * one per URL. Without a session, nothing starts.
 */
export function startEarlyCalls(urls: readonly string[], now: number = Date.now()): void {
  const { token } = getSession();
  if (!token || typeof fetch !== 'function') return;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}`, 'X-Language': detectLanguage() };
  const zone = currentTimeZone();
  if (zone) headers['X-Time-Zone'] = zone;
  const started = pageCalls();
  for (const url of urls) {
    const known = calls.get(url);
    if (known && known.token === token && now - known.at <= EARLY_CALL_MS) continue;
    const page = started?.[url];
    if (started) delete started[url]; // adopted once (or dropped: another session's)
    if (page && page.token === token && now - page.at <= EARLY_CALL_MS) {
      calls.set(url, { token, at: page.at, response: page.response });
      continue;
    }
    const response = fetch(url, { headers }).then(
      (r) => (r.status === 200 ? r : null),
      () => null,
    );
    calls.set(url, { token, at: now, response });
  }
}

/** The early answer to a GET of `url` for the current session, once; null when there is none to use. */
export function takeEarlyCall(url: string, now: number = Date.now()): Promise<Response | null> | null {
  const call = calls.get(url);
  if (!call) return null;
  calls.delete(url);
  if (call.token !== getSession().token || now - call.at > EARLY_CALL_MS) return null;
  return call.response;
}

/** Forgets every early call (tests; a sign-out needs nothing: the token no longer matches). */
export function clearEarlyCalls(): void {
  calls.clear();
}
