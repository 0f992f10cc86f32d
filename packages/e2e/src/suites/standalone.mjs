/**
 * A remote's team working alone: one remote's own dev server (`pnpm --filter <remote> dev`), started without the
 * shell or the other remotes, opens its deep links signed in through its dev host, with the API of this run.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { APPS, repoRoot, waitForHttp } from '../../../mf-config/bin/stack.mjs';
import { apiJson, ctx, DEMO, login, STANDALONE_PORTS } from '../lib/context.mjs';
import { newPage } from '../lib/browser.mjs';

/** Starts `remote`'s webpack dev server alone, as its README command does; resolves once it serves its page. */
async function startDevServer(remote) {
  const port = STANDALONE_PORTS[remote];
  const child = spawn('pnpm', ['run', 'dev'], {
    cwd: path.join(repoRoot, APPS[remote].dir),
    env: { ...process.env, [`${remote.toUpperCase()}_PORT`]: String(port), API_URL: ctx.urls.api },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://localhost:${port}`;
  try {
    await waitForHttp(`${url}/main.js`, 240000);
  } catch (error) {
    throw new Error(`${remote} dev server did not start: ${error.message}\n${output.slice(-2000)}`);
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM'); // pnpm and webpack under it
        setTimeout(() => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 5000).unref();
      }),
  };
}

/** Collects what makes a page broken to a developer: console errors and uncaught exceptions. */
function watchErrors(page) {
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe("a remote's team working alone", () => {
  it('opens the directory alone at a therapist deep link, signed in with the dev host, without a console error', async () => {
    const [directory, admin] = await Promise.all([startDevServer('directory'), startDevServer('admin')]);
    try {
      const therapists = await apiJson('GET', '/api/therapists', { token: await login(DEMO.client) });
      const therapist = therapists[0];
      const page = await newPage(ctx.browser);
      const errors = watchErrors(page);
      // a deep link first: the dev host asks for the sign-in in place and keeps the address
      await page.goto(`${directory.url}/dashboard/therapists/${therapist._id}`);
      await page.getByRole('button', { name: 'Entrar como cliente' }).click();
      await page.getByRole('heading', { level: 1, name: new RegExp(therapist.firstName) }).waitFor({ timeout: 30000 });
      assert.equal(new URL(page.url()).pathname, `/dashboard/therapists/${therapist._id}`);
      assert.match(await page.getByTestId('dev-bar').textContent(), /Sesión: cliente@aliento\.example/);
      // a reload at the deep link keeps the session and the page
      await page.reload();
      await page.getByRole('heading', { level: 1, name: new RegExp(therapist.firstName) }).waitFor({ timeout: 30000 });
      // the index at / lists the pages the remote owns
      await page.goto(`${directory.url}/`);
      await page.getByRole('link', { name: '/dashboard/therapists' }).click();
      await page.locator('[data-remote="directory"] h1').waitFor();
      assert.deepEqual(errors, []);
      await page.context().close();

      // the admin area alone, as an admin, in English
      const adminPage = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
      const adminErrors = watchErrors(adminPage);
      await adminPage.goto(`${admin.url}/dashboard/admin`);
      await adminPage.getByText('This page needs a signed-in account.').waitFor();
      await adminPage.getByRole('button', { name: 'Sign in as an admin' }).click();
      await adminPage.locator('[data-remote="admin"]').waitFor({ timeout: 30000 });
      const text = await adminPage.locator('[data-remote="admin"]').innerText();
      assert.ok(text.trim().length > 40, `the admin area rendered almost nothing: "${text}"`);
      assert.deepEqual(adminErrors, []);
      await adminPage.context().close();
    } finally {
      await Promise.all([directory.stop(), admin.stop()]);
    }
  });
});
