/**
 * Foundation journeys: language, guards and role homes, failure isolation, runtime remote versioning and the shell
 * contract a remote is built for.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ctx, DEMO, login, openAs, PORTS, screenshot } from '../lib/context.mjs';
import { newPage, showIntent, waitForLive } from '../lib/browser.mjs';
import { repoRoot } from '../../../mf-config/bin/stack.mjs';

/**
 * A releases folder served by one static host, and `pnpm release marketing ...` releasing into it
 * (`--version ... --url ... --remotes ...`): what a team does to ship its remote without the shell.
 */
async function releasesHost() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-releases-'));
  const port = PORTS.marketing + 10;
  await ctx.stack.startStatic('releases', dir, port);
  return {
    dir,
    release: (...args) =>
      execFileSync(
        process.execPath,
        [path.join(repoRoot, 'packages', 'mf-config', 'bin', 'release.mjs'), 'marketing', ...args, '--remotes', ctx.stack.remotesFile],
        {
          env: { ...process.env, RELEASES_DIR: dir, RELEASES_URL: `http://localhost:${port}` },
          stdio: 'pipe',
        },
      ).toString(),
    history: () => JSON.parse(fs.readFileSync(path.join(dir, 'marketing', 'history.json'), 'utf8')),
    async stop() {
      ctx.stack.setRemotes();
      await ctx.stack.stopOne('releases');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('foundation', () => {
  it('renders / in Spanish by default, and English persists after a reload once chosen', async () => {
    const page = await newPage(ctx.browser, { locale: 'fr-FR' });
    await page.goto(`${ctx.urls.shell}/`);
    await waitForLive(page, 'marketing');
    assert.equal(await page.getAttribute('html', 'lang'), 'es');
    await page.getByRole('button', { name: 'Cambiar el idioma a inglés' }).click();
    await waitForLive(page, 'marketing');
    await page.getByRole('button', { name: 'Switch the language to Spanish' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('lng')), 'en');
    await page.reload();
    await waitForLive(page, 'marketing');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await screenshot(page, 'landing-en-390');
    await page.context().close();
  });

  it('sends a protected route without a token to /signin, and each approved role to its home', async () => {
    const page = await newPage(ctx.browser);
    await page.goto(`${ctx.urls.shell}/dashboard/appointments`);
    await page.waitForURL('**/signin');
    for (const [email, home, remote] of [
      [DEMO.client, '/dashboard/therapists', 'directory'],
      [DEMO.therapist, '/dashboard/appointments', 'appointments'],
      [DEMO.admin, '/dashboard/admin', 'admin'],
    ]) {
      await openAs(page, await login(email), '/dashboard');
      await page.waitForURL(`**${home}`);
      await page.waitForSelector(`[data-remote="${remote}"]`);
    }
    await page.context().close();
  });

  it('replaces a stopped remote with a fallback while the nav and other remotes keep working', async () => {
    const page = await newPage(ctx.browser, { width: 1280, height: 800 });
    await ctx.stack.stopOne('directory');
    try {
      await openAs(page, await login(DEMO.client), '/dashboard/therapists', { lng: 'es' });
      await page.getByRole('heading', { name: 'Esta sección no pudo cargarse' }).waitFor({ timeout: 20000 });
      await screenshot(page, 'remote-fallback-es-1280');
      await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Citas' }).click();
      await page.waitForSelector('[data-remote="appointments"]');
    } finally {
      await ctx.stack.startStatic('directory', undefined, PORTS.directory);
    }
    await page.getByRole('link', { name: 'Terapeutas' }).first().click();
    await page.waitForSelector('[data-remote="directory"]', { timeout: 20000 });
    await page.context().close();
  });

  it('releases a new remote version with the release command (no shell rebuild), and rolls back with it', async () => {
    const releases = await releasesHost();
    const page = await newPage(ctx.browser);
    const version = async () => {
      await page.goto(`${ctx.urls.shell}/`);
      // the prerendered landing (built with the shell) is on screen until the live remote replaces it
      await waitForLive(page, 'marketing');
      return page.getByTestId('remote-version').textContent();
    };
    try {
      assert.equal(await version(), '1.0.0');
      const out = releases.release('--version', '2.0.0-e2e');
      assert.match(out, /remotes\.json now names http:\/\/localhost:\d+\/marketing\/2\.0\.0-e2e\/remoteEntry\.js/);
      assert.ok(fs.existsSync(path.join(releases.dir, 'marketing', '2.0.0-e2e', 'remoteEntry.js')));
      assert.equal(await version(), '2.0.0-e2e');
      releases.release('--rollback');
      assert.equal(await version(), '1.0.0');
      // the history says what happened, in order
      assert.deepEqual(
        releases.history().map((h) => h.action),
        ['release', 'rollback'],
      );
    } finally {
      await releases.stop();
    }
    await page.context().close();
  });

  it('shows the fallback with retry for a remote built for another shell contract major, says why, and loads it again after a rollback', async () => {
    const releases = await releasesHost();
    const page = await newPage(ctx.browser);
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    try {
      // a deliberately incompatible build: the same remote, made for shell contract major 999
      const out = releases.release('--version', '3.0.0-e2e', '--contract', '999');
      assert.match(out, /marketing\/3\.0\.0-e2e\/remoteEntry\.js \(built for shell contract 999\)/);
      const manifest = JSON.parse(fs.readFileSync(path.join(releases.dir, 'marketing', '3.0.0-e2e', 'mf-manifest.json'), 'utf8'));
      assert.equal(manifest.metaData.buildInfo.shellContract, 999);
      await page.goto(`${ctx.urls.shell}/`);
      await showIntent(page);
      await page.getByRole('heading', { name: 'Esta sección no pudo cargarse' }).waitFor({ timeout: 20000 });
      assert.ok(await page.getByRole('button', { name: 'Reintentar' }).isVisible());
      assert.ok(
        consoleErrors.some((text) =>
          /remote marketing was built for shell contract major 999, this shell implements major \d+: it is not loaded/.test(text),
        ),
        `the console says why: ${JSON.stringify(consoleErrors)}`,
      );
      // its manifest was read; none of its code ran (its remoteEntry.js is preloaded beside the manifest, never run)
      assert.ok(page.requests.some((url) => url.endsWith('/marketing/3.0.0-e2e/mf-manifest.json')));
      assert.deepEqual(
        page.requests.filter((url) => url.includes('/marketing/3.0.0-e2e/') && url.endsWith('.js') && !url.endsWith('/remoteEntry.js')),
        [],
      );
      assert.equal(await page.evaluate(() => typeof window.marketing), 'undefined');
      // rolling back points remotes.json at the compatible build again: the next load shows the landing
      releases.release('--rollback');
      page.requests.length = 0;
      await page.goto(`${ctx.urls.shell}/`);
      await waitForLive(page, 'marketing');
      assert.equal(await page.getByTestId('remote-version').textContent(), '1.0.0');
      assert.equal(await page.getByTestId('remote-fallback').count(), 0);
      // the check costs no second download: the script tag takes the remoteEntry.js preloaded beside the manifest
      assert.equal(page.requests.filter((url) => url.endsWith(`:${PORTS.marketing}/remoteEntry.js`)).length, 1);
      assert.deepEqual(
        releases.history().map((h) => [h.action, h.contract]),
        [
          ['release', 999],
          ['rollback', undefined],
        ],
      );
    } finally {
      await releases.stop();
    }
    await page.context().close();
  });
});
