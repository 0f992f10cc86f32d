/** Conditional requests on bytes the server holds under an ETag (RFC 9110 §13.1.2). */

/** Whether an `If-None-Match` header names `etag` (weakly compared, so a `W/` prefix is ignored) or is `*`. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === etag || s === '*');
}
