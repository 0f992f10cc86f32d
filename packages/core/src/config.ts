/** Runtime configuration from the API's /api/config: payments mode, video host, analytics. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { apiUrl } from './api';
import { detectLanguage } from './language';

export interface RuntimeConfig {
  payments: { mode: 'stripe' | 'local'; publishableKey?: string };
  videoHost: string;
  analyticsId?: string;
  /**
   * `calendly`: the server can verify Calendly bookings (which therapists book there: `/api/therapists/{id}/booking`);
   * `calendlyConnect`: therapists may connect their own Calendly account in settings.
   */
  scheduling: { calendly: boolean; calendlyConnect?: boolean };
  /**
   * Idle sign-out of signed-in pages: the warning shows `warningSeconds` before `idleSeconds` without activity.
   * Absent until /api/config answers: read it with `sessionSettings`.
   */
  session?: { idleSeconds: number; warningSeconds: number };
  /** Demo mode only: the API's viewer of the mails it sent. */
  demoMailUrl?: string;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  payments: { mode: 'local' },
  videoHost: 'https://meet.jit.si',
  scheduling: { calendly: false, calendlyConnect: false },
};

interface ConfigState {
  config: RuntimeConfig;
  loaded: boolean;
}

export const configStore = createStore<ConfigState>(() => ({ config: DEFAULT_CONFIG, loaded: false }));

let pending: Promise<RuntimeConfig> | null = null;

async function fetchConfig(): Promise<RuntimeConfig> {
  const response = await fetch(apiUrl('/api/config'), { headers: { 'X-Language': detectLanguage() } });
  if (!response.ok) throw new Error(`/api/config: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/**
 * Fetches /api/config once per page (plain fetch: a public GET needs neither the token nor ky, so the landing page
 * loads no HTTP client); one retry, and on failure the embedded defaults stay in place.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig()
    .catch(() => fetchConfig())
    .then((config) => {
      configStore.setState({ config: { ...DEFAULT_CONFIG, ...config }, loaded: true });
      return configStore.getState().config;
    })
    .catch(() => {
      configStore.setState({ loaded: true });
      pending = null;
      return configStore.getState().config;
    });
  return pending;
}

export function getRuntimeConfig(): RuntimeConfig {
  return configStore.getState().config;
}

export function useRuntimeConfig(): RuntimeConfig {
  return useStore(configStore, (s) => s.config);
}
