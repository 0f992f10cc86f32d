/**
 * The blog's content service is our API's `/api/articles` (its built-in articles, or the CMS the server reads at
 * CMS_URL): the browser never talks to the CMS, so the CMS needs no CORS setting and its address stays private.
 */
import ky from 'ky';
import { apiUrl, NO_CACHE_HEADERS } from '@aliento/core';

/** Base URL of the content service (the API), without a trailing slash. */
export function contentBaseUrl(): string {
  return apiUrl('').replace(/\/+$/, '');
}

/**
 * The blog is public: it gets its own client, so the session's bearer token is not sent with it (and a signed-in
 * reader shares the public cache). Spec: no-cache headers and a JSON content type.
 */
export const contentClient = ky.create({
  timeout: 20000,
  retry: { limit: 1, methods: ['get'] },
  headers: { ...NO_CACHE_HEADERS, 'Content-Type': 'application/json' },
});
