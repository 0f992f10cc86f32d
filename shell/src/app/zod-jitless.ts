/**
 * The shell's pages run under a Content-Security-Policy without 'unsafe-eval' (packages/mf-config/src/
 * security-headers.cjs). zod, bundled by the remotes, would otherwise probe for eval with `new Function` on its
 * first parse; the browser reports that refused probe as a violation even though zod catches it. zod's `jitless`
 * setting skips the probe. zod keeps its settings in `globalThis.__zod_globalConfig`, shared by every copy in the
 * page, so setting it here, before any remote loads, covers them all; importing zod's `config()` instead would
 * add 3.6 KiB gzip to the landing page (zod-jitless.test.ts checks that zod reads this setting).
 */
const page = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
page.__zod_globalConfig = { ...page.__zod_globalConfig, jitless: true };

export {};
