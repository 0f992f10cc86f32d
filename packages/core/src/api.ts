/**
 * The one HTTP client (ky) for every front end: API base URL from runtime config, bearer token, X-Language,
 * X-Time-Zone, and the spec's `'Error: ' + server message` convention. A 401 on an authenticated call signs the user out.
 * Before a call, a token old enough is renewed when the person has been active since it was issued (server-session.ts).
 *
 * ky (about 8 KiB gzip) is fetched with the first call, not with the page: the landing page makes none.
 * `api.get(...)` still returns ky's ResponsePromise shape at once (`.json()`, `.text()`, `.blob()`, ... or await).
 */
import type { HTTPError, KyInstance, Options, ResponsePromise } from 'ky';
import { detectLanguage } from './language';
import { sessionTools, type SessionTools } from './session-calls';
import { getSession, signOut } from './session';
import { currentTimeZone } from './time-zone';
import { takeEarlyCall } from './early-calls';

/** The spec's no-cache request headers (login, user fetch, content service). */
export const NO_CACHE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};

let baseUrl = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';

function build(ky: KyInstance, { renewIfDue }: SessionTools): KyInstance {
  return ky.create({
    baseUrl,
    timeout: 30000,
    retry: { limit: 1, methods: ['get'] },
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          if (!request.headers.has('Authorization')) await renewIfDue();
          const { token } = getSession();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
          if (!request.headers.has('X-Language')) request.headers.set('X-Language', detectLanguage());
          // the API keeps it on the user at sign-in and booking, so mails show times in the reader's own zone
          const zone = currentTimeZone();
          if (zone && !request.headers.has('X-Time-Zone')) request.headers.set('X-Time-Zone', zone);
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          if (response.status === 401 && request.headers.has('Authorization')) signOut('expired');
        },
      ],
    },
  });
}

let instance: Promise<KyInstance> | undefined;

function client(): Promise<KyInstance> {
  instance ??= Promise.all([import(/* webpackChunkName: "ky" */ 'ky'), sessionTools()]).then(([m, tools]) => build(m.default, tools));
  return instance;
}

/** Points the client at the API origin (read from remotes.json by the shell at start-up). */
export function configureApi(url: string): void {
  baseUrl = url.replace(/\/$/, '');
  instance = undefined;
}

export function apiBaseUrl(): string {
  return baseUrl;
}

/** Absolute URL of an API path, for things that are not fetched with ky (images, links). */
export function apiUrl(path: string): string {
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The absolute URL ky will request for `input` and its search parameters (the key of an early call). */
function earlyUrl(input: string, options?: Options): string {
  const url = /^https?:/.test(input) ? input : apiUrl(input);
  const query = options?.searchParams;
  if (!query) return url;
  const text = new URLSearchParams(query as Record<string, string> | string | URLSearchParams).toString();
  return text ? `${url}?${text}` : url;
}

type MethodName = 'get' | 'post' | 'put' | 'patch' | 'delete';
type BodyReader = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'formData' | 'bytes';
const BODY_READERS: readonly BodyReader[] = ['json', 'text', 'blob', 'arrayBuffer', 'formData', 'bytes'];

/**
 * One request, made as soon as ky is there (like ky's own, it starts whether or not anyone reads it). A body
 * reader called right away (`api.get(x).json()`) is handed to ky's request in the same tick, so ky still sets the
 * matching Accept header; a reader called later reads the same response.
 */
function request(method: MethodName, input: string, options?: Options): ResponsePromise {
  const early = new Map<BodyReader, Promise<unknown>>();
  const wanted = new Set<BodyReader>();
  // a screen's first call may be on its way already (early-calls.ts); otherwise, or if it failed, ky makes it
  const answered = method === 'get' && !options?.signal ? takeEarlyCall(earlyUrl(input, options)) : null;
  const started = (answered ?? Promise.resolve(null)).then(async (ready) => {
    const response = ready ?? (await client())[method](input, options);
    for (const reader of wanted) {
      const read = response[reader]();
      // A failed request rejects `started` too, and that rejection is the one the caller sees.
      read.catch(() => undefined);
      early.set(reader, read);
    }
    return response;
  });
  const readers = Object.fromEntries(
    BODY_READERS.map((reader) => [
      reader,
      (...args: unknown[]) => {
        if (args.length === 0 && !early.has(reader)) wanted.add(reader);
        return started.then((response) =>
          args.length === 0 && early.has(reader) ? early.get(reader) : (response[reader] as (...a: unknown[]) => Promise<unknown>)(...args),
        );
      },
    ]),
  );
  return Object.assign(started, readers) as unknown as ResponsePromise;
}

type Method = (input: string, options?: Options) => ResponsePromise;
export const api: { get: Method; post: Method; put: Method; patch: Method; delete: Method } = {
  get: (input, options) => request('get', input, options),
  post: (input, options) => request('post', input, options),
  put: (input, options) => request('put', input, options),
  patch: (input, options) => request('patch', input, options),
  delete: (input, options) => request('delete', input, options),
};

/** Whether a failed call got an HTTP answer (ky's HTTPError), without loading ky to ask. */
export function isHttpError(error: unknown): error is HTTPError {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error;
}

/** The API's error body: `{ message, fields? }`. */
export interface ApiErrorBody {
  message: string;
  fields?: Record<string, string>;
}

/** The server's error body, or null when there was no response (network down, timeout). */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (isHttpError(error)) {
    const data = error.data as Partial<ApiErrorBody> | undefined;
    if (data && typeof data.message === 'string') return data as ApiErrorBody;
    return { message: error.response.statusText || String(error.response.status) };
  }
  return null;
}

export function apiErrorStatus(error: unknown): number | null {
  return isHttpError(error) ? error.response.status : null;
}

/** 'Error: ' + the server's message, or null when there was no response. */
export function errorText(error: unknown): string | null {
  const body = apiErrorBody(error);
  return body ? `Error: ${body.message}` : null;
}
