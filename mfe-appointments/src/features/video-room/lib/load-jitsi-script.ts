/** Loads Jitsi's IFrame API script (`external_api.js`) on demand, once per page (spec section 4). */
import type { JitsiMeetExternalApiConstructor } from './jitsi-types';

const LOAD_TIMEOUT_MS = 20000;
const pending = new Map<string, Promise<JitsiMeetExternalApiConstructor>>();

/**
 * Resolves with the `JitsiMeetExternalAPI` constructor from `src` (the API's `scriptUrl`: with 8x8 JaaS it lives
 * under the AppID); rejects when the script cannot load (and allows a retry).
 */
export function loadJitsiScript(src: string): Promise<JitsiMeetExternalApiConstructor> {
  if (window.JitsiMeetExternalAPI) return Promise.resolve(window.JitsiMeetExternalAPI);
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<JitsiMeetExternalApiConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      pending.delete(src);
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail(`Timed out loading ${src}`), LOAD_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.JitsiMeetExternalAPI) resolve(window.JitsiMeetExternalAPI);
      else fail(`${src} did not define JitsiMeetExternalAPI`);
    };
    script.onerror = () => fail(`Could not load ${src}`);
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
