/**
 * The prerendered frames of paths with a parameter (a therapist's page: /dashboard/therapists/:id), which one file
 * serves for every value. The prerender writes them to shell/dist/frames.json as `{ routes: { pattern: file } }`; the
 * static server (bin/serve.mjs) and a CDN's rewrite rules (docs/deploy.md) serve that file for a matching path, and
 * app.html for any other path that is not a file.
 */
const FRAMES_FILE = 'frames.json';

/** What a parameter may be: an id (a UUID), nothing else (no dots, no slashes). */
const PARAMETER = '[0-9a-f-]{36}';

/** A pattern's regular expression: `/dashboard/therapists/:id` matches `/dashboard/therapists/<uuid>` (and a final `/`). */
function patternRegExp(pattern) {
  const parts = pattern.split('/').map((part) => (part.startsWith(':') ? PARAMETER : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}/?$`);
}

/** The frame file for `pathname` among `routes` (frames.json's), or null. */
function frameFileFor(pathname, routes) {
  for (const [pattern, file] of Object.entries(routes ?? {})) if (patternRegExp(pattern).test(pathname)) return file;
  return null;
}

module.exports = { FRAMES_FILE, frameFileFor, patternRegExp };
