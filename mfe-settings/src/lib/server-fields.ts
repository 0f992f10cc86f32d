import { apiErrorBody } from '@aliento/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's field messages (a 400 or 409 naming fields, already in the page's language) under the form's
 * fields among `known`, focusing the first; true when there was one.
 */
export function showServerFields<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: Path<T>[]): boolean {
  const fields = apiErrorBody(error)?.fields ?? {};
  const named = known.filter((field) => typeof fields[field] === 'string');
  named.forEach((field, i) => setError(field, { type: 'server', message: fields[field] }, { shouldFocus: i === 0 }));
  return named.length > 0;
}
