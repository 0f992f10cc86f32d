/**
 * Google Analytics 4 (gtag.js), loaded only when the runtime config carries an analytics id.
 * Page views are sent by hand (send_page_view off) because the router changes pages without reloads.
 */
type GtagArgs = [string, ...unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArgs) => void;
  }
}

let loadedId: string | null = null;

/** Adds the gtag.js script once and configures the measurement id. */
export function loadGtag(measurementId: string): void {
  if (loadedId === measurementId) return;
  loadedId = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag.js expects the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.analytics = 'gtag';
  document.head.appendChild(script);
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
}

export function sendEvent(name: string, params: Record<string, unknown>): void {
  window.gtag?.('event', name, params);
}

/** Test hook: forget the loaded id so a new test can load again. */
export function resetGtagForTests(): void {
  loadedId = null;
  delete window.gtag;
  delete window.dataLayer;
  document.querySelectorAll('script[data-analytics="gtag"]').forEach((s) => s.remove());
}
