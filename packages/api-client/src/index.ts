/** The typed API client's building blocks; each resource's client is its own entry (`@aliento/api-client/<resource>`). */
export { call, checksCall, clientFor, type CallOptions, type ClientOf } from './client';
