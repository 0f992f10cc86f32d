/**
 * Sessions (issue 19): signing out ends the session on the server and in every tab; automatic logoff warns with an
 * accessible dialog, then signs out and says why; activity in one tab keeps the others. The idle time comes from
 * /api/config; these tests shorten it for their own pages by answering that call for them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { ctx, DEMO, login, openAs, screenshot } from '../lib/context.mjs';
import { newPage } from '../lib/browser.mjs';
import { signInWithForm, openSignin } from '../lib/auth-helpers.mjs';

/** The status of a call with `token` (200 while its session is open, 401 once it ended). */
async function statusWith(token) {
  const { id } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  const res = await fetch(`${ctx.urls.api}/api/users/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

/** Waits until the server refuses `token` (the sign-out call is made right after the page forgets it). */
async function refusedSoon(token) {
  const deadline = Date.now() + 10000;
  while ((await statusWith(token)) !== 401) {
    if (Date.now() > deadline) throw new Error('the token still works after signing out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Pages of `context` get this idle time (seconds) from /api/config instead of the server's 30 minutes. */
async function shortIdle(context, idleSeconds, warningSeconds) {
  await context.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const json = { ...(await response.json()), session: { idleSeconds, warningSeconds } };
    await route.fulfill({ response, json });
  });
}

const storedToken = (page) => page.evaluate(() => localStorage.getItem('token'));
const focusedText = (page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('sessions', () => {
  it('signing out ends the session on the server, and every open tab goes to sign-in', async () => {
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 1280, height: 900 });
    await openSignin(page, 'es');
    await signInWithForm(page, DEMO.client, 'Aliento-demo-2026', 'es');
    await page.waitForURL('**/dashboard/therapists');
    const token = await storedToken(page);
    const other = await page.context().newPage();
    await other.goto(`${ctx.urls.shell}/dashboard/appointments`);
    await other.getByRole('heading', { name: 'Próximas sesiones' }).waitFor();
    assert.equal(await statusWith(token), 200);

    await page.getByRole('link', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/signin');
    await page.getByRole('status').filter({ hasText: 'Cerraste tu sesión.' }).waitFor();
    await other.waitForURL('**/signin');
    await other.getByRole('status').filter({ hasText: 'Cerraste tu sesión.' }).waitFor();
    assert.equal(await storedToken(other), null);
    await refusedSoon(token);
    await page.context().close();
  });

  it('warns before the idle sign-out with an accessible dialog (es): focus inside, kept, returned; then signs out and says why', async () => {
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 1280, height: 900 });
    await shortIdle(page.context(), 12, 8);
    const token = await login(DEMO.client);
    await openAs(page, token, '/dashboard/appointments', { lng: 'es' });
    await page.getByRole('heading', { name: 'Próximas sesiones' }).waitFor();
    const settings = page.getByRole('link', { name: 'Configuración' });
    await settings.focus();

    const dialog = page.getByRole('alertdialog', { name: '¿Sigues ahí?' });
    await dialog.waitFor({ timeout: 15000 });
    await dialog.getByText('Para cuidar tu privacidad, cerramos la sesión después de 12 segundos sin actividad.').waitFor();
    assert.equal(await focusedText(page), 'Seguir conectado');
    const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
    assert.deepEqual(
      violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => v.id),
      [],
    );
    await screenshot(page, 'idle-dialog-es-1280');
    // Tab and Shift+Tab stay in the dialog
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Cerrar sesión');
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Seguir conectado');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedText(page), 'Cerrar sesión');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Configuración');
    assert.equal(await statusWith(await storedToken(page)), 200);

    // nobody there the second time
    await dialog.waitFor({ timeout: 15000 });
    await page.waitForURL('**/signin', { timeout: 20000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'Cerramos tu sesión después de 12 segundos sin actividad, para cuidar tu privacidad.' })
      .waitFor();
    await screenshot(page, 'idle-signed-out-es-1280');
    assert.equal(await storedToken(page), null);
    await refusedSoon(token);
    await page.context().close();
  });

  it('keeps every tab while the person is active in one, closes the other tab’s warning, and signs both out together (en)', async () => {
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
    await shortIdle(page.context(), 12, 8);
    await openAs(page, await login(DEMO.client), '/dashboard/therapists', { lng: 'en' });
    await page.getByRole('heading', { name: 'Find your therapist' }).waitFor();
    const other = await page.context().newPage();
    await other.goto(`${ctx.urls.shell}/dashboard/appointments`);
    await other.getByRole('heading', { name: 'Upcoming sessions' }).waitFor();

    // 14 seconds of activity in the first tab only: more than the idle time
    for (let i = 0; i < 14; i++) {
      await page.mouse.move(100 + (i % 2) * 50, 200);
      await page.waitForTimeout(1000);
    }
    assert.equal(await other.getByRole('alertdialog').count(), 0);
    assert.match(other.url(), /\/dashboard\/appointments$/);

    // both warn; staying in one closes the other's warning
    const warning = other.getByRole('alertdialog', { name: 'Are you still there?' });
    await warning.waitFor({ timeout: 15000 });
    await page.getByRole('alertdialog', { name: 'Are you still there?' }).getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'hidden', timeout: 5000 });

    // then nobody: both tabs land on sign-in with the reason
    for (const tab of [page, other]) {
      await tab.waitForURL('**/signin', { timeout: 30000 });
      await tab.getByRole('status').filter({ hasText: 'We signed you out after 12 seconds without activity' }).waitFor();
    }
    await page.context().close();
  });
});
