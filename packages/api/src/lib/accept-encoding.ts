/** Content-coding negotiation for bytes the server holds compressed in advance (RFC 9110 §12.5.3). */

/** The codings the server can send, in its order of preference when the client weighs them equally. */
export type Coding = 'br' | 'gzip';
const PREFERENCE: Coding[] = ['br', 'gzip'];

/**
 * The coding to answer a request's `Accept-Encoding` with, or null for the plain bytes: the acceptable coding
 * (q > 0, named or through `*`) with the highest weight, `br` before `gzip` on a tie.
 */
export function pickCoding(header: string | string[] | undefined): Coding | null {
  if (!header) return null;
  // a browser sends the same header with every request: the last answer, for the same string
  if (typeof header === 'string' && header === last.header) return last.coding;
  const coding = negotiate(header);
  if (typeof header === 'string') last = { header, coding };
  return coding;
}

let last: { header: string; coding: Coding | null } = { header: '', coding: null };

function negotiate(header: string | string[]): Coding | null {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (Number.isFinite(q)) weights.set(coding, q);
  }
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
