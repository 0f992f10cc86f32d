/** Reads the API's error answer (status, stable message `code`, field messages) from a failed ky call. */
import { isHttpError } from '@aliento/core';
import type { ErrorResponse } from '@aliento/contracts/errors';

export interface ApiFailure {
  status: number | null;
  code: string | undefined;
  /** Field path → the server's message, for validation failures. */
  fields?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a body is the API's error answer, as contracts' `errorResponseSchema` says (`message`, optional string
 * `code`, optional `fields` of strings), checked by hand so the directory's first screen loads no zod
 * (api-error.test.ts compares it with the schema).
 */
export function isErrorResponse(body: unknown): body is ErrorResponse {
  if (!isRecord(body) || typeof body.message !== 'string') return false;
  if (body.code !== undefined && typeof body.code !== 'string') return false;
  if (body.fields === undefined) return true;
  return isRecord(body.fields) && Object.values(body.fields).every((value) => typeof value === 'string');
}

export function apiFailure(error: unknown): ApiFailure {
  if (!isHttpError(error)) return { status: null, code: undefined };
  const body = isErrorResponse(error.data) ? error.data : undefined;
  return { status: error.response.status, code: body?.code, fields: body?.fields };
}
