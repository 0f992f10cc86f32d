/**
 * Admin journeys (issue 11): approving a provider applicant, editing a client's credentials, sending a password
 * reset, refunding a late cancellation, and the isolation of the admin remote (routing, API and downloads).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ctx, DEMO, DEMO_PASSWORD, login, openAs, PORTS, screenshot } from '../lib/context.mjs';
import {
  api,
  createLateCancellation,
  creditOf,
  eventually,
  outboxFor,
  ownPage,
  registerClient,
  registerProvider,
  seededLateCancellation,
  unique,
} from '../lib/admin-helpers.mjs';

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Requests a browser made for the admin remote's files (anything served from the admin port). */
const adminRequests = (page) =>
  page.requests.filter((u) => {
    try {
      return new URL(u).port === String(PORTS.admin);
    } catch {
      return false;
    }
  });

/** Opens the admin area as the demo admin and waits for the User Management tab. */
async function openAdmin(page, lng = 'es') {
  await openAs(page, await login(DEMO.admin), '/dashboard/admin', { lng });
  await page.waitForSelector('[data-remote="admin"]');
  await page.getByRole('list', { name: lng === 'es' ? 'Usuarios' : 'Users' }).waitFor();
}

/** Searches the user list and opens that user's detail; returns the detail region. */
async function selectUser(page, { email, firstName, lastName }, lng = 'es') {
  await page.getByLabel(lng === 'es' ? 'Buscar usuarios' : 'Search users').fill(email);
  await page
    .getByRole('list', { name: lng === 'es' ? 'Usuarios' : 'Users' })
    .getByRole('button', { name: new RegExp(escapeRe(email)) })
    .click();
  const name = `${firstName} ${lastName}`;
  const region = page.getByRole('region', { name: lng === 'es' ? `Datos de ${name}` : `${name}'s details` });
  await region.waitFor();
  return region;
}

describe('admin', () => {
  it('approves a provider applicant found under "Por aprobar", who can then sign in and reach the dashboard', async () => {
    const applicant = await registerProvider();
    const before = await api('/api/login', { method: 'POST', body: { email: applicant.email, password: DEMO_PASSWORD } });
    assert.equal(before.body.approved, false, 'a new provider starts under review');

    const admin = await ownPage({ width: 1280, height: 900 });
    await openAdmin(admin, 'es');
    await admin.getByRole('button', { name: /^Por aprobar \(\d+\)$/ }).click();
    const list = admin.getByRole('list', { name: 'Usuarios' });
    await list.getByRole('button', { name: new RegExp(escapeRe(applicant.email)) }).click();
    const detail = admin.getByRole('region', { name: `Datos de ${applicant.firstName} ${applicant.lastName}` });
    await detail.getByText('Solicitud de terapeuta por aprobar').waitFor();
    await detail.getByRole('button', { name: 'Aprobar terapeuta' }).click();
    await detail.getByText(new RegExp(`^¿Aprobar a ${escapeRe(`${applicant.firstName} ${applicant.lastName}`)} como terapeuta\\?`)).waitFor();
    await detail.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await admin.getByText('Terapeuta aprobado. Ya puede iniciar sesión.').waitFor();
    await detail.getByText('Aprobado', { exact: true }).waitFor();
    await detail.getByRole('button', { name: 'Aprobar terapeuta' }).waitFor({ state: 'detached' });
    await admin.context().close();

    const page = await ownPage();
    await page.goto(`${ctx.urls.shell}/signin`);
    await page.getByLabel('Correo electrónico').fill(applicant.email);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard/appointments');
    await page.waitForSelector('[data-remote="appointments"]');
    assert.deepEqual(adminRequests(page), [], 'a therapist never downloads the admin remote');
    await page.context().close();
  });

  it("changes a client's e-mail in User Credentials, and the client signs in with the new one", async () => {
    const client = await registerClient();
    const newEmail = `${unique('nuevo')}@aliento.example`;
    const page = await ownPage({ locale: 'en-US', width: 1280, height: 900 });
    await openAdmin(page, 'en');
    const detail = await selectUser(page, client, 'en');
    await detail.getByRole('button', { name: 'Edit', exact: true }).click();
    const email = detail.getByLabel('Email');
    assert.equal(await email.inputValue(), client.email);
    await email.fill(newEmail);
    await detail.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Successfully updated credentials.').waitFor();
    // Back in view mode with the new address.
    await detail.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await detail.getByText(newEmail).first().waitFor();
    await page.context().close();

    const token = await login(newEmail);
    assert.ok(token);
    const old = await api('/api/login', { method: 'POST', body: { email: client.email, password: DEMO_PASSWORD } });
    assert.notEqual(old.status, 200, 'the old e-mail no longer signs in');
  });

  it('sends a password reset from the user detail, and the mail is in the outbox', async () => {
    const client = await registerClient('Rosa');
    const before = (await outboxFor(client.email)).length;
    const page = await ownPage();
    await openAdmin(page, 'es');
    const detail = await selectUser(page, client, 'es');
    await detail.getByRole('button', { name: 'Enviar restablecimiento de contraseña' }).click();
    await detail.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByText('Enviamos un enlace para restablecer la contraseña al correo indicado.').waitFor();
    const mails = await eventually(async () => {
      const list = await outboxFor(client.email);
      return list.length > before ? list : null;
    });
    assert.ok(mails, 'a new mail reached the outbox');
    assert.equal(mails[0].to.toLowerCase(), client.email.toLowerCase());
    assert.match(mails[0].text, /reset-password|restablecer/i);
    await page.context().close();
  });

  it("refunds a late cancellation: 'Successfully refunded client.', the credit returns, and it cannot be decided again", async () => {
    const request = (await createLateCancellation()) ?? (await seededLateCancellation());
    const { client, appointmentId } = request;
    const creditBefore = await creditOf(client.id);

    const page = await ownPage({ locale: 'en-US', width: 1280, height: 900 });
    await openAdmin(page, 'en');
    await page.getByRole('tab', { name: 'Cancellation Requests' }).click();
    await page.getByLabel('Filter requests').fill(client.lastName);
    const table = page.getByRole('table', { name: 'Cancellation requests' });
    await table
      .getByRole('row')
      .filter({ hasText: `${client.firstName} ${client.lastName}` })
      .first()
      .waitFor();
    await table
      .getByRole('button', { name: new RegExp(`^View the request from ${escapeRe(`${client.firstName} ${client.lastName}`)}`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancellation request' });
    await dialog.getByText(client.email).waitFor();
    await dialog.getByText('Pending', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Accept/Refund' }).click();
    // the summary asks for a confirmation before any money moves
    await dialog.getByText(new RegExp(`^Give ${escapeRe(`${client.firstName} ${client.lastName}`)} one session back`)).waitFor();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Successfully refunded client.').waitFor();
    // The open detail follows the refreshed list: decided, no more decisions offered.
    await dialog.getByText('This request has already been decided.').waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Accept/Refund' }).count(), 0);
    assert.equal(await dialog.getByRole('button', { name: 'Decline Refund' }).count(), 0);
    await dialog.getByText('Refunded', { exact: true }).waitFor();
    await page.context().close();

    assert.equal(await creditOf(client.id), creditBefore + 1, 'the credit returned');
    const adminToken = await login(DEMO.admin);
    const again = await api('/api/admin/decline', { token: adminToken, method: 'PUT', body: { appointmentId } });
    assert.equal(again.status, 409, 'a decided request cannot be decided again');
    assert.equal(await creditOf(client.id), creditBefore + 1);
  });

  it('keeps clients and visitors out: redirect, 403, and no download of the admin remote on any page', async () => {
    // Anonymous visitor.
    const anon = await ownPage();
    for (const path of ['/', '/signin', '/dashboard/therapists', '/dashboard/admin']) {
      await anon.goto(`${ctx.urls.shell}${path}`);
      await anon.waitForLoadState('networkidle');
    }
    await anon.waitForURL('**/signin');
    assert.deepEqual(adminRequests(anon), [], 'an anonymous visitor never requests the admin remote');
    await anon.context().close();

    // Signed-in client.
    const clientToken = await login(DEMO.client);
    const refused = await api('/api/admin/users', { token: clientToken });
    assert.equal(refused.status, 403, 'the admin API refuses a client');
    const page = await ownPage();
    await openAs(page, clientToken, '/');
    await page.waitForLoadState('networkidle');
    for (const [path, remote] of [
      ['/signin', null],
      ['/dashboard/therapists', 'directory'],
      ['/dashboard/appointments', 'appointments'],
      ['/dashboard/settings', 'settings'],
    ]) {
      await page.goto(`${ctx.urls.shell}${path}`);
      if (remote) await page.waitForSelector(`[data-remote="${remote}"]`);
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${ctx.urls.shell}/dashboard/admin`);
    await page.waitForURL('**/dashboard/therapists');
    await page.waitForSelector('[data-remote="directory"]');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(adminRequests(page), [], 'a client never requests the admin remote');
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();

    // The admin does load it (so the check above can fail).
    const admin = await ownPage();
    await openAdmin(admin, 'es');
    assert.ok(adminRequests(admin).length > 0, 'the admin downloads the admin remote');
    await admin.context().close();
  });

  it('shows mail delivery on a phone, in Spanish and English, without sideways scrolling', async () => {
    await registerClient('Correo'); // at least one mail (the welcome) in the outbox
    for (const lng of ['es', 'en']) {
      const page = await ownPage({ locale: lng === 'es' ? 'es-MX' : 'en-US', width: 390, height: 844 });
      await openAdmin(page, lng);
      await page.getByRole('tab', { name: lng === 'es' ? 'Envío de correos' : 'Mail delivery' }).click();
      // the browser suite's API runs without SMTP: the admin is told mails are kept, not sent
      await page.getByText(lng === 'es' ? /no tiene SMTP configurado/ : /has no SMTP configured/).waitFor();
      await page.getByRole('combobox', { name: lng === 'es' ? 'Mostrar' : 'Show' }).selectOption('all');
      const list = page.getByRole('list', { name: lng === 'es' ? 'Correos' : 'Mails' });
      await list.getByRole('listitem').first().waitFor();
      await list
        .getByText(lng === 'es' ? 'En cola' : 'Queued')
        .first()
        .waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling at 390 px (${overflow} px too wide)`);
      await screenshot(page, `admin-mail-${lng}-390`);
      assert.deepEqual(page.pageErrors, []);
      await page.context().close();
    }
  });

  it('renders both admin tabs and the user detail on a phone and a desktop, in Spanish and English', async () => {
    const carmen = { email: DEMO.client, firstName: 'Carmen', lastName: 'López' };
    for (const lng of ['es', 'en']) {
      for (const width of [390, 1280]) {
        const page = await ownPage({ locale: lng === 'es' ? 'es-MX' : 'en-US', width, height: width < 500 ? 844 : 900 });
        await openAdmin(page, lng);
        await screenshot(page, `admin-users-${lng}-${width}`);
        const detail = await selectUser(page, carmen, lng);
        await detail.getByRole('tab', { name: lng === 'es' ? 'Preferencias de cliente' : 'Client Preferences' }).waitFor();
        await screenshot(page, `admin-user-detail-${lng}-${width}`);
        await page.getByRole('tab', { name: lng === 'es' ? 'Solicitudes de cancelación' : 'Cancellation Requests' }).click();
        await page.getByRole('table', { name: lng === 'es' ? 'Solicitudes de cancelación' : 'Cancellation requests' }).waitFor();
        // every request's status and its button are in sight (on a phone each row is a card)
        const outOfSight = await page.evaluate(() =>
          [...document.querySelectorAll('[data-remote="admin"] table tbody td')]
            .filter((cell) => cell.getBoundingClientRect().right > window.innerWidth + 1)
            .map((cell) => cell.textContent),
        );
        assert.deepEqual(outOfSight, [], `${lng} ${width}: table cells out of sight`);
        await screenshot(page, `admin-cancellations-${lng}-${width}`);
        await page
          .getByRole('button', { name: lng === 'es' ? /^Ver la solicitud de / : /^View the request from / })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        // Let the dialog's opening animation finish before the picture.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        await screenshot(page, `admin-cancellation-detail-${lng}-${width}`);
        assert.deepEqual(page.pageErrors, []);
        await page.context().close();
      }
    }
  });
});
