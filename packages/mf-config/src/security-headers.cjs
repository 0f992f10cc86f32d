/**
 * The HTTP headers of the product's static files, decided in one place: the local static server (bin/serve.mjs)
 * sends them, bin/write-headers.mjs prints them for a static host or CDN at deploy time, and docs/deploy.md
 * ("Security headers for static hosts") explains them.
 *
 * The shell's pages get a strict Content-Security-Policy: scripts only from the shell, the remotes (their origins
 * are known at deploy time, from remotes.json), the third parties the product loads, and the page's own inline
 * script by its hash (computed at build time into csp-hashes.json; no 'unsafe-inline' for scripts).
 */
const crypto = require('crypto');

/** The shell's build writes the hashes of its pages' inline scripts here (see {@link inlineScriptHashes}). */
const CSP_HASHES_FILE = 'csp-hashes.json';

/** The API's default video host (packages/api/src/config.ts); VIDEO_HOST overrides both. */
const DEFAULT_VIDEO_HOST = 'https://meet.jit.si';

/**
 * Third parties, by what the product does with them (their documented CSP needs):
 * Stripe.js and its card frames (docs.stripe.com/security/guide#content-security-policy), the Calendly inline
 * widget (an iframe on calendly.com; its CSS is inline), Google Analytics 4 only when an id is configured.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const CALENDLY = { frame: ['https://calendly.com'], img: ['https://assets.calendly.com'] };
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The CSP source (`'sha256-…'`) of every inline `<script>` (one without `src`) of an HTML page, in order. */
function inlineScriptHashes(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]) || m[2].length === 0) continue;
    out.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(out)];
}

const originOf = (url) => new URL(url).origin;
const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * The policy of the shell's pages.
 * @param {object} o
 * @param {{ api: string, remotes: Record<string, string> }} o.remotesJson the deployed remotes.json
 * @param {string[]} o.scriptHashes from csp-hashes.json
 * @param {string} [o.videoHost] VIDEO_HOST (Jitsi or JaaS): its external_api.js and its meeting frames
 * @param {boolean} [o.analytics] GA_ID is configured
 */
function shellCsp({ remotesJson, scriptHashes, videoHost = DEFAULT_VIDEO_HOST, analytics = false }) {
  const api = originOf(remotesJson.api);
  const remotes = unique(Object.values(remotesJson.remotes ?? {}).map(originOf));
  const video = originOf(videoHost);
  const ga = analytics ? GOOGLE_ANALYTICS : { script: [], img: [], connect: [] };
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...remotes, ...STRIPE.script, video, ...ga.script],
    // Chakra UI (emotion) inserts <style> elements at run time and the prerendered landing carries style
    // attributes and its inlined CSS: styles cannot be hashed ahead of time. Scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', api, ...remotes, ...CALENDLY.img, ...ga.img],
    'font-src': ["'self'", 'data:', ...remotes],
    // the API, the remotes' files read with fetch (the privacy policy PDF), Stripe's API
    'connect-src': ["'self'", api, ...remotes, ...STRIPE.connect, ...ga.connect],
    'frame-src': [...STRIPE.frame, video, ...CALENDLY.frame],
    // pdf.js runs its worker (a remote's file) from a blob: URL
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** The video host may use the camera, microphone and screen in its frame; Stripe may use the Payment Request API. */
function permissionsPolicy(videoHost = DEFAULT_VIDEO_HOST) {
  const video = `(self "${originOf(videoHost)}")`;
  return [
    `camera=${video}`,
    `microphone=${video}`,
    `display-capture=${video}`,
    `fullscreen=${video}`,
    `autoplay=${video}`,
    'payment=(self "https://js.stripe.com")',
    'geolocation=()',
    'usb=()',
  ].join(', ');
}

/** Files whose names never change between builds: revalidated on every load. Hashed names are kept a year. */
const ENTRY_FILE = /(^|\/)(index\.html|app\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|csp-hashes\.json)$/;
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Headers of one file of the shell or a remote (`relPath` from the dist folder, e.g. `main.js`). Every file is
 * public: any origin may read it (the shell loads the remotes' scripts, styles, fonts and the PDF).
 */
function fileHeaders(relPath) {
  let cache = 'no-cache';
  if (/(^|\/)remotes\.json$/.test(relPath)) cache = 'no-store';
  else if (!ENTRY_FILE.test(relPath) && HASHED_FILE.test(relPath)) cache = 'public, max-age=31536000, immutable';
  return {
    'Cache-Control': cache,
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * The origins every shell page connects to next, for the browser to open before its scripts ask (a phone on 4G
 * saves a round trip or three per origin): the API, read with CORS and without cookies (`crossorigin`), and the
 * remotes' origins, whose scripts load without CORS. A deploy with its remotes on one CDN names one origin.
 */
function preconnectLink(remotesJson) {
  const api = `<${originOf(remotesJson.api)}>; rel=preconnect; crossorigin`;
  const remotes = unique(Object.values(remotesJson.remotes ?? {}).map(originOf)).map((origin) => `<${origin}>; rel=preconnect`);
  return [api, ...remotes].join(', ');
}

/** Extra headers of the shell's pages (index.html, app.html and every route served by the history fallback). */
function shellPageHeaders(options) {
  return {
    Link: preconnectLink(options.remotesJson),
    'Content-Security-Policy': shellCsp(options),
    'Permissions-Policy': permissionsPolicy(options.videoHost),
    'X-Frame-Options': 'DENY',
    // Stripe (3-D Secure) and Calendly may open a window of their own
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cache-Control': 'no-cache',
  };
}

/**
 * Extra headers of a remote's HTML page: a remote is only ever loaded as scripts by the shell, so its origin
 * runs no page (a production remote's index.html cannot start without the shell anyway).
 */
function remotePageHeaders() {
  return { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };
}

/** Reads the deploy-time options of the shell's policy from the environment (the API's own variable names). */
function shellOptionsFromEnv(env, remotesJson, scriptHashes) {
  return { remotesJson, scriptHashes, videoHost: env.VIDEO_HOST || DEFAULT_VIDEO_HOST, analytics: Boolean(env.GA_ID) };
}

module.exports = {
  CSP_HASHES_FILE,
  DEFAULT_VIDEO_HOST,
  inlineScriptHashes,
  shellCsp,
  permissionsPolicy,
  fileHeaders,
  shellPageHeaders,
  preconnectLink,
  remotePageHeaders,
  shellOptionsFromEnv,
};
