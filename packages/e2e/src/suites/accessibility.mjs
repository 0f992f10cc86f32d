/**
 * The accessibility sweep (issue 21): axe (WCAG 2.0/2.1/2.2 A and AA) on every route a person reaches and the states
 * that matter (forms with errors, dialogs and menus open, the card step, the video room, empty and failed lists), in
 * Spanish and English, on a phone and a desktop. Any violation fails, whatever its impact. Then a keyboard-only
 * journey books a session without a mouse.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { ctx, DEMO, login, openAs } from '../lib/context.mjs';
import { newPage, waitForLive } from '../lib/browser.mjs';
import { registerClient, therapistByEmail } from '../lib/directory-helpers.mjs';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SIZES = [
  [390, 844],
  [1280, 900],
];

/** Each violation as one line: rule, impact and where. */
async function violations(page, where) {
  // animations (dialogs opening, toasts) settle first, so colours are read as people see them
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return found.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A screen is ready when its main heading is there and nothing says it is loading. */
async function ready(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !/Cargando|Loading/.test(document.body.innerText));
}

const text = {
  es: {
    menu: 'Menú',
    filters: 'Filtros',
    buy: 'Comprar sesiones',
    submit: 'Iniciar sesión',
    contactSubmit: 'Enviar',
    seeker: 'Busco terapia',
    next: 'Siguiente',
    users: 'Usuarios',
    cancellations: 'Solicitudes de cancelación',
    view: /^Ver la solicitud de /,
    plan: /Paquete de 4 sesiones/,
    continue: 'Continuar',
    pay: /^Pagar /,
    firstName: /^Nombre\b/,
    email: /^Correo electrónico/,
    save: 'Guardar',
    edit: 'Editar',
    newPassword: /^Nueva contraseña/,
    confirmPassword: /^Confirma la nueva contraseña/,
    update: 'Actualizar',
    join: 'Unirme a la sesión',
    enter: 'Entrar a la sesión',
  },
  en: {
    menu: 'Menu',
    filters: 'Filters',
    buy: 'Upgrade Plan',
    submit: 'Log in',
    contactSubmit: 'Submit',
    seeker: "I'm looking for therapy",
    next: 'Next',
    users: 'Users',
    cancellations: 'Cancellation Requests',
    view: /^View the request from /,
    plan: /4-session pack/,
    continue: 'Continue',
    pay: /^Pay /,
    firstName: /^First name/,
    email: /^Email/,
    save: 'Save',
    edit: 'Edit',
    newPassword: /^New password/,
    confirmPassword: /^Confirm new password/,
    update: 'Update',
    join: 'Join Meeting',
    enter: 'Join the session',
  },
};

describe('accessibility', () => {
  it('has no axe violation on any public screen or state, in es and en, at 390 and 1280 px', async () => {
    const found = [];
    for (const lng of ['es', 'en']) {
      for (const [width, height] of SIZES) {
        const page = await newPage(ctx.browser, { locale: lng === 'es' ? 'es-MX' : 'en-US', width, height });
        const at = (path) => `${path} ${lng} ${width}`;
        await page.goto(`${ctx.urls.shell}/signin`);
        await page.evaluate((l) => localStorage.setItem('lng', l), lng);
        for (const path of [
          '/',
          '/care-seekers',
          '/providers',
          '/about-us',
          '/contact',
          '/signin',
          '/registration',
          ...(lng === 'es' ? ['/blog'] : []),
        ]) {
          await page.goto(`${ctx.urls.shell}${path}`);
          await ready(page);
          found.push(...(await violations(page, at(path))));
        }
        // states: the phone menu open, the sign-in and contact forms with their errors
        if (width < 500) {
          await page.goto(`${ctx.urls.shell}/`);
          await ready(page);
          await waitForLive(page, 'marketing'); // the live page's menu (the picture's opens too: marketing suite)
          await page.getByRole('button', { name: text[lng].menu }).click();
          found.push(...(await violations(page, at('/ menu open'))));
        }
        await page.goto(`${ctx.urls.shell}/signin`);
        await ready(page);
        await page.getByRole('button', { name: text[lng].submit, exact: true }).click();
        await page.getByRole('alert').first().waitFor();
        found.push(...(await violations(page, at('/signin errors'))));
        // the wizard's first step, with what is still to answer beside the disabled Next
        await page.goto(`${ctx.urls.shell}/registration`);
        await ready(page);
        await page.getByRole('radio', { name: text[lng].seeker }).click();
        await page.getByRole('button', { name: text[lng].next, exact: true }).waitFor();
        found.push(...(await violations(page, at('/registration first step'))));
        await page.goto(`${ctx.urls.shell}/contact`);
        await ready(page);
        await page.getByRole('button', { name: text[lng].contactSubmit, exact: true }).click();
        await page.getByRole('alert').first().waitFor();
        found.push(...(await violations(page, at('/contact errors'))));
        await page.context().close();
      }
    }
    assert.deepEqual(found, []);
  });

  it('has no axe violation on the signed-in screens of each role, in es and en, at 390 and 1280 px', async () => {
    const client = await registerClient();
    const tokens = { client: client.token, therapist: await login(DEMO.therapist), admin: await login(DEMO.admin) };
    const therapist = await therapistByEmail(DEMO.therapist);
    const screens = [
      ['client', '/dashboard/therapists'],
      ['client', `/dashboard/therapists/${therapist.id}`],
      ['client', '/dashboard/appointments'],
      ['client', '/dashboard/settings'],
      ['therapist', '/dashboard/appointments'],
      ['therapist', '/dashboard/settings?tab=availability'],
      ['therapist', '/dashboard/settings?tab=media'],
      ['admin', '/dashboard/admin'],
    ];
    const found = [];
    for (const lng of ['es', 'en']) {
      for (const [width, height] of SIZES) {
        const page = await newPage(ctx.browser, { locale: lng === 'es' ? 'es-MX' : 'en-US', width, height });
        const at = (path) => `${path} ${lng} ${width}`;
        let signedIn = null;
        for (const [who, path] of screens) {
          if (signedIn === who) await page.goto(`${ctx.urls.shell}${path}`);
          else await openAs(page, tokens[who], path, { lng });
          signedIn = who;
          await ready(page);
          found.push(...(await violations(page, at(`${who} ${path}`))));
          // states: the directory's filter sheet on a phone, the plan dialog
          if (who === 'client' && path === '/dashboard/therapists' && width < 500) {
            await page.getByRole('button', { name: text[lng].filters }).click();
            found.push(...(await violations(page, at('filters open'))));
            await page.keyboard.press('Escape');
          }
          if (who === 'admin') {
            // a user's detail, then a cancellation request open in its dialog
            await page.getByRole('list', { name: text[lng].users }).getByRole('button').first().click();
            found.push(...(await violations(page, at('admin user detail'))));
            await page.getByRole('tab', { name: text[lng].cancellations }).click();
            const view = page.getByRole('button', { name: text[lng].view }).first();
            await view.click();
            await page.getByRole('dialog').waitFor();
            found.push(...(await violations(page, at('admin cancellation detail'))));
            await page.keyboard.press('Escape');
          }
          if (who === 'client' && path === '/dashboard/appointments') {
            await page.getByRole('button', { name: text[lng].buy }).click();
            await page.getByRole('dialog').waitFor();
            found.push(...(await violations(page, at('plan dialog'))));
            await page.keyboard.press('Escape');
          }
        }
        await page.context().close();
      }
    }
    assert.deepEqual(found, []);
  });

  it('has no axe violation in the states met less often: forms with errors, the card step, the video room, empty and failed lists', async () => {
    const client = await registerClient();
    const tokens = { client: client.token, demoClient: await login(DEMO.client), admin: await login(DEMO.admin) };
    /** The directory list, or a client's appointments, answered empty or failing (a network that gives up). */
    const isList = (url) => new URL(url).pathname === '/api/therapists';
    const isAppointments = (url) => new URL(url).pathname.startsWith('/api/appointments/client/');
    const found = [];
    for (const lng of ['es', 'en']) {
      for (const [width, height] of SIZES) {
        const t = text[lng];
        const page = await newPage(ctx.browser, { locale: lng === 'es' ? 'es-MX' : 'en-US', width, height });
        const at = (what) => `${what} ${lng} ${width}`;
        const invalid = () => page.locator('[aria-invalid="true"]').first().waitFor();

        // failed and empty lists (failed first: a list loaded once is kept and shown while the network fails)
        await page.route(isList, (route) => route.abort('connectionfailed'));
        await openAs(page, tokens.client, '/dashboard/therapists', { lng });
        await page.getByRole('alert').first().waitFor();
        found.push(...(await violations(page, at('directory failed'))));
        await page.unroute(isList);
        await page.route(isList, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
        await page.goto(`${ctx.urls.shell}/dashboard/therapists`);
        await ready(page);
        found.push(...(await violations(page, at('directory empty'))));
        await page.unroute(isList);
        await page.route(isAppointments, (route) => route.abort('connectionfailed'));
        await page.goto(`${ctx.urls.shell}/dashboard/appointments`);
        await page.getByRole('alert').first().waitFor();
        found.push(...(await violations(page, at('appointments failed'))));
        await page.unroute(isAppointments);

        // the purchase's card step, then with its errors
        await page.goto(`${ctx.urls.shell}/dashboard/appointments`);
        await ready(page);
        await page.getByRole('button', { name: t.buy }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { name: t.plan }).check();
        await dialog.getByRole('button', { name: t.continue }).click();
        await dialog.getByRole('button', { name: t.pay }).waitFor();
        found.push(...(await violations(page, at('card step'))));
        await dialog.getByRole('button', { name: t.pay }).click();
        await invalid();
        found.push(...(await violations(page, at('card step errors'))));
        await page.keyboard.press('Escape');

        // the settings profile form with errors
        await page.goto(`${ctx.urls.shell}/dashboard/settings?tab=profile`);
        await ready(page);
        await page.getByLabel(t.firstName).fill('');
        await page.getByLabel(t.email).fill('x');
        await page.getByRole('button', { name: t.save, exact: true }).click();
        await invalid();
        found.push(...(await violations(page, at('settings profile errors'))));

        // an admin's credentials form with errors
        await openAs(page, tokens.admin, '/dashboard/admin', { lng });
        await ready(page);
        await page.getByRole('list', { name: t.users }).getByRole('button').first().click();
        await page.getByRole('button', { name: t.edit, exact: true }).click();
        await page.getByLabel(t.newPassword).fill('x');
        await page.getByLabel(t.confirmPassword).fill('y');
        await page.getByRole('button', { name: t.update, exact: true }).click();
        await invalid();
        found.push(...(await violations(page, at('admin credentials errors'))));

        // the video room of the demo session, and the way out when its script cannot load
        await openAs(page, tokens.demoClient, '/dashboard/appointments', { lng });
        await ready(page);
        await page.getByRole('button', { name: t.join }).first().click();
        // the camera and microphone check before the room (checked for violations too)
        await page.getByRole('button', { name: t.enter }).waitFor();
        found.push(...(await violations(page, at('device check'))));
        await page.getByRole('button', { name: t.enter }).click();
        await page.waitForFunction(() => window.__jitsiStandIn?.calls.length === 1);
        found.push(...(await violations(page, at('video room'))));
        await page.route('**/external_api.js', (route) => route.abort('internetdisconnected'));
        await page.goto(`${ctx.urls.shell}/dashboard/appointments`);
        await ready(page);
        await page.getByRole('button', { name: t.join }).first().click();
        await page.getByRole('button', { name: t.enter }).click();
        await page.getByRole('alert').first().waitFor();
        found.push(...(await violations(page, at('video room failed'))));
        await page.context().close();
      }
    }
    assert.deepEqual(found, []);
  });

  it('books a session with the keyboard alone', async () => {
    const client = await registerClient();
    const therapist = await therapistByEmail(DEMO.therapist);
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
    await openAs(page, client.token, `/dashboard/therapists/${therapist.id}`, { lng: 'en' });
    await ready(page);
    // Tab to the first free time, choose it with Enter, then Tab on to the confirmation and press it
    const tabTo = async (matches, limit = 250) => {
      for (let i = 0; i < limit; i += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(matches)) return;
      }
      throw new Error('not reached with Tab');
    };
    await tabTo(() => /\b\d{1,2}:\d{2}\b/.test(document.activeElement?.textContent ?? '') && document.activeElement?.tagName === 'BUTTON');
    await page.keyboard.press('Enter');
    await tabTo(() => /^(Confirm|Book)/i.test(document.activeElement?.textContent?.trim() ?? ''));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/appointments');
    await page
      .getByRole('listitem')
      .filter({ hasText: `with ${therapist.profile.firstName}` })
      .first()
      .waitFor();
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });
});
