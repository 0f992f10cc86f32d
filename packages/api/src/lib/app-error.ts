/** An expected failure with an HTTP status and a message key of the contracts catalogue. */
import type { MessageKey } from '@aliento/contracts/messages';

/** Thrown by services; the error plugin turns it into `{ message, fields?, code }` in the request's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    /** Field path → message key. */
    readonly fields?: Record<string, MessageKey>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** 404 with the generic (or given) not-found key. */
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, key);
/** 403 forbidden. */
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
/** 400 for one field. */
export const fieldError = (field: string, key: MessageKey) => new AppError(400, 'validationFailed', { [field]: key });

/** True when `e` is a PostgreSQL unique violation (optionally on the named constraint/index). */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string; message?: string };
  if (err?.code !== '23505') return false;
  return !constraint || err.constraint === constraint || Boolean(err.message?.includes(constraint));
}

/** True when `s` is a UUID (ids from paths and bodies are checked before touching SQL). */
export function isUuid(s: unknown): s is string {
  return typeof s === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}
