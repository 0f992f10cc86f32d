/** The API's error body: `{ message, fields? }` with texts already localized by `X-Language`. */
import { z } from 'zod';

/** Error answer of every failed API call (400, 401, 403, 404, 409, 413, 415, 429, 500). */
export const errorResponseSchema = z.object({
  /** Localized human-readable message (the front end shows `'Error: ' + message`). */
  message: z.string(),
  /** For validation errors: field path (dot-joined, e.g. `email`, `confirmPassword`) → localized message. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Stable machine-readable key of the message (a `MessageKey`), e.g. `accountUnderReview`. */
  code: z.string().optional(),
});
/** Error answer of every failed API call. */
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Standard error responses to attach to route schemas. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
} as const;
