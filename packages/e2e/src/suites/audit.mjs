/**
 * The audit trail in the admin remote (issue 19): an admin changes a user's roles in User Credentials and finds the
 * change, who made it and when, in the user's History tab, on a phone, in Spanish and in English.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, login, openAs, screenshot } from '../lib/context.mjs';
import { api, ownPage, registerClient } from '../lib/admin-helpers.mjs';

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the admin area and the detail of `person`; returns the detail region. */
async function openDetail(page, person, lng) {
  await openAs(page, await login(DEMO.admin), '/dashboard/admin', { lng });
  await page.waitForSelector('[data-remote="admin"]');
  const es = lng === 'es';
  await page.getByLabel(es ? 'Buscar usuarios' : 'Search users').fill(person.email);
  await page
    .getByRole('list', { name: es ? 'Usuarios' : 'Users' })
    .getByRole('button', { name: new RegExp(escapeRe(person.email)) })
    .click();
  const name = `${person.firstName} ${person.lastName}`;
  const detail = page.getByRole('region', { name: es ? `Datos de ${name}` : `${name}'s details` });
  await detail.waitFor();
  return detail;
}

/** Nothing on the page is wider than the phone's screen (no sideways scrolling). */
const fitsWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('audit trail', () => {
  it("shows an admin's role change in the user's History tab, with who and when, on a phone in es and en", async () => {
    const client = await registerClient('Rocío');
    const name = `${client.firstName} ${client.lastName}`;

    const page = await ownPage({ locale: 'es-MX', width: 390, height: 844 });
    let detail = await openDetail(page, client, 'es');
    await detail.getByRole('button', { name: 'Editar', exact: true }).click();
    const therapistBox = detail.getByRole('checkbox', { name: 'Terapeuta' });
    await therapistBox.waitFor({ state: 'attached' });
    // on its visible box, as a person does (the input itself is visually hidden)
    await therapistBox.locator('xpath=..').locator('[data-part="control"]').click();
    assert.equal(await therapistBox.isChecked(), true);
    await detail.getByRole('button', { name: 'Actualizar', exact: true }).click();
    await page.getByText('Credenciales actualizadas con éxito.').waitFor();

    await detail.getByRole('tab', { name: 'Historial' }).click();
    const history = detail.getByRole('list', { name: `Historial de ${name}` });
    const change = history.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cambio de roles' }) });
    await change.waitFor();
    assert.match(await change.innerText(), /Por Admin Aliento · Admin/);
    assert.match(await change.innerText(), /Roles\s*Cliente\s*→\s*(cambia a\s*)?Cliente, Terapeuta/);
    const when = Date.parse(await change.locator('time').getAttribute('datetime'));
    assert.ok(Math.abs(Date.now() - when) < 120_000, 'recorded just now');
    assert.ok(await fitsWidth(page), 'the history fits a 390 px screen');
    await screenshot(page, 'admin-history-es-390');
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();

    const en = await ownPage({ locale: 'en-US', width: 390, height: 844 });
    detail = await openDetail(en, client, 'en');
    await detail.getByRole('tab', { name: 'History' }).click();
    const entry = detail
      .getByRole('list', { name: `${name}'s history` })
      .getByRole('listitem')
      .filter({ has: en.getByRole('heading', { name: 'Roles changed' }) });
    await entry.waitFor();
    assert.match(await entry.innerText(), /By Admin Aliento · Admin/);
    assert.match(await entry.innerText(), /Roles\s*Client\s*→\s*(changes to\s*)?Client, Therapist/);
    assert.ok(await fitsWidth(en), 'the history fits a 390 px screen');
    await screenshot(en, 'admin-history-en-390');
    await en.context().close();

    // a client cannot read anyone's history
    const refused = await api(`/api/admin/users/${client.id}/history`, { token: await login(DEMO.client) });
    assert.equal(refused.status, 403);
  });
});
