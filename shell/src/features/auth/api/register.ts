import { accountsApi } from '@aliento/api-client/accounts';
import type { RegisterRequest, RegisterResponse } from '@aliento/contracts/auth';

/**
 * `POST /api/register` with `{ role, ...wizard data }`. The api client adds `X-Language`, so the welcome mail
 * uses the page's language. 201 is success.
 */
export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  return accountsApi.register({ body });
}
