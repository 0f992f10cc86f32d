import { useRuntimeConfig } from '@aliento/core';

/** The API's defaults (SESSION_IDLE_MINUTES=30, warned 2 minutes before), until /api/config answers. */
const DEFAULT_SESSION = { idleSeconds: 30 * 60, warningSeconds: 120 };

/** The idle sign-out settings of /api/config. */
export function useSessionSettings(): { idleSeconds: number; warningSeconds: number } {
  return useRuntimeConfig().session ?? DEFAULT_SESSION;
}
