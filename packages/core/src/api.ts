/**
 * The one HTTP client (ky) for every front end: API base URL from runtime config, bearer token, X-Language,
 * and the spec's `'Error: ' + server message` convention. A 401 on an authenticated call signs the user out.
 */
import ky, { isHTTPError, type KyInstance, type Options } from 'ky';
import { detectLanguage } from './language';
import { getSession, signOut } from './session';

/** The spec's no-cache request headers (login, user fetch, content service). */
export const NO_CACHE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};

let baseUrl = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';

function build(): KyInstance {
  return ky.create({
    baseUrl,
    timeout: 30000,
    retry: { limit: 1, methods: ['get'] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const { token } = getSession();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
          if (!request.headers.has('X-Language')) request.headers.set('X-Language', detectLanguage());
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          if (response.status === 401 && request.headers.has('Authorization')) signOut();
        },
      ],
    },
  });
}

let instance = build();

/** Points the client at the API origin (read from remotes.json by the shell at start-up). */
export function configureApi(url: string): void {
  baseUrl = url.replace(/\/$/, '');
  instance = build();
}

export function apiBaseUrl(): string {
  return baseUrl;
}

/** Absolute URL of an API path, for things that are not fetched with ky (images, links). */
export function apiUrl(path: string): string {
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

type Method = (input: string, options?: Options) => ReturnType<KyInstance['get']>;
export const api: { get: Method; post: Method; put: Method; patch: Method; delete: Method } = {
  get: (input, options) => instance.get(input, options),
  post: (input, options) => instance.post(input, options),
  put: (input, options) => instance.put(input, options),
  patch: (input, options) => instance.patch(input, options),
  delete: (input, options) => instance.delete(input, options),
};

/** The API's error body: `{ message, fields? }`. */
export interface ApiErrorBody {
  message: string;
  fields?: Record<string, string>;
}

/** The server's error body, or null when there was no response (network down, timeout). */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (isHTTPError(error)) {
    const data = error.data as Partial<ApiErrorBody> | undefined;
    if (data && typeof data.message === 'string') return data as ApiErrorBody;
    return { message: error.response.statusText || String(error.response.status) };
  }
  return null;
}

export function apiErrorStatus(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}

/** 'Error: ' + the server's message, or null when there was no response. */
export function errorText(error: unknown): string | null {
  const body = apiErrorBody(error);
  return body ? `Error: ${body.message}` : null;
}
