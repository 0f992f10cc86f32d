/** Runtime configuration from the API's /api/config: payments mode, video host, CMS, analytics. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { api } from './api';

export interface RuntimeConfig {
  payments: { mode: 'stripe' | 'local'; publishableKey?: string };
  videoHost: string;
  cmsUrl?: string;
  analyticsId?: string;
  scheduling: { calendly: boolean };
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  payments: { mode: 'local' },
  videoHost: 'https://meet.jit.si',
  scheduling: { calendly: false },
};

interface ConfigState {
  config: RuntimeConfig;
  loaded: boolean;
}

export const configStore = createStore<ConfigState>(() => ({ config: DEFAULT_CONFIG, loaded: false }));

let pending: Promise<RuntimeConfig> | null = null;

/** Fetches /api/config once per page; on failure the embedded defaults stay in place. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= api
    .get('/api/config')
    .json<RuntimeConfig>()
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
