import { NO_CACHE_HEADERS } from '@aliento/core';
import { accountsApi } from '@aliento/api-client/accounts';
import type { LoginRequest, LoginResponse } from '@aliento/contracts/auth';

/** Spec section 9: the login call waits up to 180 000 ms (a cold server may be slow to answer). */
export const LOGIN_TIMEOUT_MS = 180000;

/** `POST /api/login` (no bearer, no-cache headers). An unapproved therapist gets a token with `approved: false`. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  return accountsApi.login({ body }, { timeout: LOGIN_TIMEOUT_MS, headers: NO_CACHE_HEADERS });
}
