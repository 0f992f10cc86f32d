/** Foundation journeys: language, guards and role homes, failure isolation, runtime remote versioning. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ctx, DEMO, login, openAs, PORTS, screenshot } from '../lib/context.mjs';
import { newPage, waitForLive } from '../lib/browser.mjs';
import { repoRoot } from '../../../mf-config/bin/stack.mjs';

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
    // `pnpm release marketing --version ... --url ... --remotes ...`: a versioned folder, served by one static host
    const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-releases-'));
    const releasesPort = PORTS.marketing + 10;
    const releaseCmd = (...args) =>
      execFileSync(process.execPath, [path.join(repoRoot, 'packages', 'mf-config', 'bin', 'release.mjs'), 'marketing', ...args], {
        env: { ...process.env, RELEASES_DIR: releases, RELEASES_URL: `http://localhost:${releasesPort}` },
        stdio: 'pipe',
      }).toString();
    await ctx.stack.startStatic('releases', releases, releasesPort);
    const page = await newPage(ctx.browser);
    const version = async () => {
      await page.goto(`${ctx.urls.shell}/`);
      // the prerendered landing (built with the shell) is on screen until the live remote replaces it
      await page.waitForFunction(() => !document.querySelector('[data-prerender]'));
      return page.getByTestId('remote-version').textContent();
    };
    try {
      assert.equal(await version(), '1.0.0');
      const out = releaseCmd('--version', '2.0.0-e2e', '--remotes', ctx.stack.remotesFile);
      assert.match(out, /remotes\.json now names http:\/\/localhost:\d+\/marketing\/2\.0\.0-e2e\/remoteEntry\.js/);
      assert.ok(fs.existsSync(path.join(releases, 'marketing', '2.0.0-e2e', 'remoteEntry.js')));
      assert.equal(await version(), '2.0.0-e2e');
      releaseCmd('--rollback', '--remotes', ctx.stack.remotesFile);
      assert.equal(await version(), '1.0.0');
      // the history says what happened, in order
      const history = JSON.parse(fs.readFileSync(path.join(releases, 'marketing', 'history.json'), 'utf8'));
      assert.deepEqual(
        history.map((h) => h.action),
        ['release', 'rollback'],
      );
    } finally {
      ctx.stack.setRemotes();
      await ctx.stack.stopOne('releases');
      fs.rmSync(releases, { recursive: true, force: true });
    }
    await page.context().close();
  });
});
