import { api } from '@aliento/core';
import { registerRequestSchema, registerResponseSchema, type RegisterRequest, type RegisterResponse } from '@aliento/contracts/auth';

/**
 * `POST /api/register` with `{ role, ...wizard data }`. The api client adds `X-Language`, so the welcome mail
 * uses the page's language. 201 is success.
 */
export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const json = registerRequestSchema.parse(body);
  return registerResponseSchema.parse(await api.post('/api/register', { json }).json());
}
