/** Reads the API's error answer (status, stable message `code`, field messages) from a failed ky call. */
import { isHttpError } from '@aliento/core';
import { errorResponseSchema } from '@aliento/contracts/errors';

export interface ApiFailure {
  status: number | null;
  code: string | undefined;
  /** Field path → the server's message, for validation failures. */
  fields?: Record<string, string>;
}

export function apiFailure(error: unknown): ApiFailure {
  if (!isHttpError(error)) return { status: null, code: undefined };
  const parsed = errorResponseSchema.safeParse(error.data);
  return {
    status: error.response.status,
    code: parsed.success ? parsed.data.code : undefined,
    fields: parsed.success ? parsed.data.fields : undefined,
  };
}
