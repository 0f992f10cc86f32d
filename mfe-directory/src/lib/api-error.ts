/** Reads the API's error answer (status and stable message `code`) from a failed ky call. */
import { isHTTPError } from 'ky';
import { errorResponseSchema } from '@aliento/contracts/errors';

export interface ApiFailure {
  status: number | null;
  code: string | undefined;
}

export function apiFailure(error: unknown): ApiFailure {
  if (!isHTTPError(error)) return { status: null, code: undefined };
  const parsed = errorResponseSchema.safeParse(error.data);
  return { status: error.response.status, code: parsed.success ? parsed.data.code : undefined };
}
