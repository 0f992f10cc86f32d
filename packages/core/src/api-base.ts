/** Where the API is: set once from remotes.json by the shell; read by the api client, the config and the session calls. */
let baseUrl = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';

/** Sets the API origin (use `configureApi`, which also drops the client built for the old one). */
export function setApiBase(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

export function apiBaseUrl(): string {
  return baseUrl;
}

/** Absolute URL of an API path, for things that are not fetched with ky (images, links). */
export function apiUrl(path: string): string {
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
