/**
 * Where the blog's content service lives: the CMS at `cmsUrl` when configured (a Strapi), otherwise the API
 * itself, which serves the same Strapi-shaped `/api/articles`.
 */
import ky from 'ky';
import { apiUrl, NO_CACHE_HEADERS } from '@aliento/core';

/** Base URL of the content service, without a trailing slash. */
export function contentBaseUrl(cmsUrl: string | undefined): string {
  return (cmsUrl && cmsUrl.trim() ? cmsUrl.trim() : apiUrl('')).replace(/\/+$/, '');
}

/** Image URLs may be relative to the content host (Strapi's `/uploads/...`): resolve them against it. */
export function resolveContentUrl(url: string, base: string): string {
  try {
    return new URL(url, `${base}/`).toString();
  } catch {
    return url;
  }
}

/**
 * The content service is public and may be another host: it gets its own client, so the session's bearer
 * token is never sent to a third-party CMS. Spec: no-cache headers and a JSON content type.
 */
export const contentClient = ky.create({
  timeout: 20000,
  retry: { limit: 1, methods: ['get'] },
  headers: { ...NO_CACHE_HEADERS, 'Content-Type': 'application/json' },
});
