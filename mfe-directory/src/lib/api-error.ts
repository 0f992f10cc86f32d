/** Reads the API's error answer (status and stable message `code`) from a failed ky call. */
import { isHttpError } from '@aliento/core';
import { errorResponseSchema } from '@aliento/contracts/errors';

export interface ApiFailure {
  status: number | null;
  code: string | undefined;
}

export function apiFailure(error: unknown): ApiFailure {
  if (!isHttpError(error)) return { status: null, code: undefined };
  const parsed = errorResponseSchema.safeParse(error.data);
  return { status: error.response.status, code: parsed.success ? parsed.data.code : undefined };
}
