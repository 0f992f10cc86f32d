/**
 * Video settings from the environment. Three setups (docs/deploy.md, "Video"):
 * - demo (default): rooms on the public meet.jit.si, no token. meet.jit.si ends embedded calls after 5 minutes and
 *   wants a signed-in moderator, so it is only for trying the room, never for a real 45-minute session;
 * - jaas: 8x8 Jitsi as a Service (JAAS_APP_ID, JAAS_KEY_ID, JAAS_PRIVATE_KEY or JAAS_PRIVATE_KEY_FILE), RS256 tokens;
 * - jitsi: a self-hosted Jitsi with token authentication (VIDEO_HOST, JITSI_APP_ID, JITSI_APP_SECRET), HS256 tokens.
 */
import { readFileSync } from 'node:fs';
import type { VideoProvider } from '@aliento/contracts/video';

/** The configured video service and its keys (checked at start-up by `checkConfig`). */
export type VideoConfig = {
  provider: VideoProvider;
  /** JaaS AppID (`vpaas-magic-cookie-…`) or the self-hosted Jitsi's `app_id`. */
  appId?: string;
  /** JaaS API key id (`<AppID>/<id>`), the token's `kid`. */
  keyId?: string;
  /** JaaS RSA private key (PEM). */
  privateKey?: string;
  /** The self-hosted Jitsi's `app_secret` (HS256). */
  appSecret?: string;
};

const DEFAULT_HOSTS: Record<VideoProvider, string | undefined> = {
  demo: 'https://meet.jit.si',
  jaas: 'https://8x8.vc',
  // a self-hosted Jitsi has no default: VIDEO_HOST must name it
  jitsi: undefined,
};

function opt(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function privateKeyFrom(env: NodeJS.ProcessEnv): string | undefined {
  const file = opt(env.JAAS_PRIVATE_KEY_FILE);
  if (file) {
    try {
      return readFileSync(file, 'utf8');
    } catch (e) {
      throw new Error(`JAAS_PRIVATE_KEY_FILE: cannot read ${file} (${(e as Error).message})`);
    }
  }
  // hosting dashboards often store a PEM on one line with literal \n
  return opt(env.JAAS_PRIVATE_KEY)?.replace(/\\n/g, '\n');
}

function providerFrom(env: NodeJS.ProcessEnv): VideoProvider {
  const named = opt(env.VIDEO_PROVIDER)?.toLowerCase();
  if (named === 'demo' || named === 'jaas' || named === 'jitsi') return named;
  if (named) throw new Error(`VIDEO_PROVIDER must be demo, jaas or jitsi (got "${named}")`);
  if (opt(env.JAAS_APP_ID) && opt(env.JITSI_APP_ID)) {
    throw new Error('Both JAAS_APP_ID and JITSI_APP_ID are set: set VIDEO_PROVIDER=jaas or VIDEO_PROVIDER=jitsi');
  }
  if (opt(env.JAAS_APP_ID)) return 'jaas';
  if (opt(env.JITSI_APP_ID)) return 'jitsi';
  return 'demo';
}

/**
 * The video service and `videoHost`, the prefix of every room link: with JaaS it ends with the AppID
 * (`https://8x8.vc/<AppID>`), because JaaS rooms are `<AppID>/<room>` and its IFrame script lives there too.
 */
export function loadVideoConfig(env: NodeJS.ProcessEnv): { video: VideoConfig; videoHost: string } {
  const provider = providerFrom(env);
  const host = (opt(env.VIDEO_HOST) ?? DEFAULT_HOSTS[provider] ?? '').replace(/\/+$/, '');
  if (provider === 'jaas') {
    const appId = opt(env.JAAS_APP_ID);
    return {
      video: { provider, appId, keyId: opt(env.JAAS_KEY_ID), privateKey: privateKeyFrom(env) },
      videoHost: appId ? `${host}/${appId}` : host,
    };
  }
  if (provider === 'jitsi') {
    return { video: { provider, appId: opt(env.JITSI_APP_ID), appSecret: opt(env.JITSI_APP_SECRET) }, videoHost: host };
  }
  return { video: { provider }, videoHost: host };
}
