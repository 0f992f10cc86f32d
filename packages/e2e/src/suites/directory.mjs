/** Directory journeys (issue 8): search, filters, favourites, detail page, booking with the credit check. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { ctx, DEMO, login, openAs, screenshot } from '../lib/context.mjs';
import { newPage } from '../lib/browser.mjs';
import { api, bookViaApi, claimsOf, freeSlots, registerClient, settled, therapistByEmail } from '../lib/directory-helpers.mjs';

/** A seeded client with a plan and no credit left. */
const NO_CREDIT_CLIENT = 'elena.sanchez@aliento.example';

describe('directory', () => {
  it('has no serious or critical axe violations on the therapists list (es, phone): readable buttons included', async () => {
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 390, height: 844 });
    await openAs(page, await login(DEMO.client), '/dashboard/therapists', { lng: 'es' });
    await page.getByRole('region', { name: 'Terapeutas' }).getByRole('heading', { name: 'Mateo Hernández' }).waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations.filter((v) => ['serious', 'critical'].includes(v.impact));
    assert.deepEqual(
      bad.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      ),
      [],
    );
    await page.context().close();
  });

  it('lets the demo client search (fuzzy), filter, favourite, open a profile and book a free slot with the free credit', async () => {
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
    const token = await login(DEMO.client);
    const client = { id: claimsOf(token).id, token };
    const before = await api(`/api/subscriptions/client/${client.id}`, { token });
    assert.equal(before.currentCredit, 1);
    await openAs(page, token, '/dashboard/therapists', { lng: 'en' });
    const list = page.getByRole('region', { name: 'Therapists' });
    await page.getByRole('heading', { name: 'Find your therapist' }).waitFor();
    await list.getByRole('heading', { name: 'Mateo Hernández' }).waitFor();

    // fuzzy: no accent, one letter wrong
    await page.getByLabel('Search by name').fill('valentina rojaz');
    await list.getByRole('heading', { name: 'Mateo Hernández' }).waitFor({ state: 'detached' });
    await list.getByRole('heading', { name: 'Valentina Rojas' }).waitFor();
    await page.getByLabel('Search by name').fill('');
    await list.getByRole('heading', { name: 'Mateo Hernández' }).waitFor();

    // gender and specialty combined: women who work with anxiety
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.getByText('Female', { exact: true }).click();
    await list.getByRole('heading', { name: 'Mateo Hernández' }).waitFor({ state: 'detached' });
    await list.getByRole('heading', { name: 'Lucía Fernández' }).waitFor();
    await sidebar.getByText('Anxiety', { exact: true }).click();
    await list.getByRole('heading', { name: 'Lucía Fernández' }).waitFor({ state: 'detached' });
    await list.getByRole('heading', { name: 'Valentina Rojas' }).waitFor();
    await list.getByRole('heading', { name: 'Camila Torres' }).waitFor();
    await screenshot(page, 'directory-filtered-en-1280');

    // favourite (heart) and My Therapists
    const heart = list.getByRole('button', { name: 'Favorite: Valentina Rojas' });
    assert.equal(await heart.getAttribute('aria-pressed'), 'false');
    await heart.click();
    await page.waitForFunction(() => document.querySelector('[aria-label="Favorite: Valentina Rojas"]')?.getAttribute('aria-pressed') === 'true');
    await sidebar.getByRole('button', { name: 'My Therapists' }).click();
    await list.getByRole('heading', { name: 'Camila Torres' }).waitFor({ state: 'detached' });
    await list.getByRole('heading', { name: 'Valentina Rojas' }).waitFor();
    const favorites = await api(`/api/favorites/user/${client.id}`, { token });
    const valentina = await therapistByEmail(DEMO.therapist);
    assert.ok(JSON.stringify(favorites).includes(valentina.id), 'Valentina is saved as a favourite');

    // the detail page and a free built-in slot
    await list.getByRole('link', { name: 'See more about Valentina Rojas' }).click();
    await page.waitForURL(/\/dashboard\/therapists\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Valentina Rojas' }).waitFor();
    await page.getByText('9 years of experience').waitFor();
    const booking = page.locator('#calendly');
    await booking.getByRole('heading', { name: 'Book your session' }).waitFor();
    const slot = booking.getByRole('button', { pressed: false }).first();
    await slot.click();
    await booking.getByRole('button', { name: 'Confirm appointment' }).click();
    await page.waitForURL('**/dashboard/appointments');
    await page.getByText('Successfully scheduled appointment').waitFor();
    await page.getByText("You're all set! Your appointment is booked.", { exact: false }).waitFor();
    await screenshot(page, 'booked-en-1280');
    const after = await api(`/api/subscriptions/client/${client.id}`, { token });
    assert.equal(after.currentCredit, 0);
    await page.context().close();
  });

  it('shows a client without credit the Purchase Credits modal, and Yes opens the plan upgrade', async () => {
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 390, height: 844 });
    const token = await login(NO_CREDIT_CLIENT);
    const { id } = await therapistByEmail(DEMO.therapist);
    await openAs(page, token, `/dashboard/therapists/${id}#calendly`, { lng: 'en' });
    await page.locator('#calendly').getByRole('button', { pressed: false }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Purchase Credits?' });
    await dialog.waitFor();
    await settled(page);
    await screenshot(page, 'purchase-credits-en-390');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/dashboard/appointments');
    await page.getByRole('dialog', { name: 'Buy sessions' }).waitFor();
    await page.context().close();
  });

  it('holds the time a client without credit chose while they buy sessions (in Spanish), then books it in one tap', async () => {
    const client = await registerClient('Marta');
    const other = await registerClient('Inés');
    const { id } = await therapistByEmail(DEMO.therapist);
    await bookViaApi(client, id);
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 1280, height: 900 });
    await openAs(page, client.token, `/dashboard/therapists/${id}`, { lng: 'es' });
    await page
      .locator('#calendly')
      .getByRole('button', { name: /^Próxima hora libre: / })
      .click();
    const dialog = page.getByRole('alertdialog', { name: '¿Comprar créditos?' });
    await dialog.waitFor();
    await dialog.getByText(/^Guardamos tu horario del .+ hasta las .+ mientras compras sesiones/).waitFor();
    // nobody else can take it meanwhile: it is not among the free times others see
    const held = (await api('/api/appointments/holds/mine', { token: client.token })).hold;
    assert.ok(held, 'the server holds the time');
    assert.ok(!(await freeSlots(id, other.token, 0)).some((s) => s.startTime === held.startTime), 'held for Marta only');
    await dialog.getByRole('button', { name: 'Sí' }).click();
    await page.waitForURL('**/dashboard/appointments');
    const buy = page.getByRole('dialog', { name: 'Compra sesiones' });
    await buy.getByRole('radio', { name: /Paquete de 4 sesiones/ }).check();
    await buy.getByRole('button', { name: 'Continuar' }).click();
    await buy.getByLabel('Nombre en la tarjeta').fill('Marta Prueba');
    await buy.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await buy.getByLabel('Vencimiento (MM/AA)').fill('12/34');
    await buy.getByLabel('CVC').fill('123');
    await buy.getByRole('button', { name: /^Pagar / }).click();
    await buy.waitFor({ state: 'hidden' });
    const card = page.getByRole('region', { name: 'Tienes un horario apartado' });
    await card.getByText(/con Valentina Rojas/).waitFor();
    await screenshot(page, 'held-time-es-1280');
    await card.getByRole('button', { name: 'Confirmar cita' }).click();
    await page.getByText('¡Listo! Tu cita quedó agendada.', { exact: false }).waitFor();
    await card.waitFor({ state: 'detached' });
    const mine = await api(`/api/appointments/client/${client.id}`, { token: client.token });
    assert.ok(
      mine.some((a) => a.calendlyAppointment?.startTime === held.startTime && !a.cancelled),
      'booked at the held time',
    );
    assert.equal((await api('/api/appointments/holds/mine', { token: client.token })).hold, null);
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it('lays out the directory and the detail page with its slots at 390 and 1280 px in es and en', async () => {
    const token = await login('ana.garcia@aliento.example');
    const { id } = await therapistByEmail(DEMO.therapist);
    for (const lng of ['es', 'en']) {
      for (const width of [390, 1280]) {
        const page = await newPage(ctx.browser, { locale: lng === 'es' ? 'es-MX' : 'en-US', width, height: width === 390 ? 844 : 900 });
        await openAs(page, token, '/dashboard/therapists', { lng });
        await page.getByRole('heading', { level: 2, name: 'Camila Torres' }).waitFor();
        await screenshot(page, `directory-${lng}-${width}`);
        await openAs(page, token, `/dashboard/therapists/${id}`, { lng });
        await page.locator('#calendly').getByRole('button', { pressed: false }).first().waitFor();
        await screenshot(page, `detail-${lng}-${width}`);
        assert.deepEqual(page.pageErrors, []);
        await page.context().close();
      }
    }
  });

  it('books from a card in four taps on a phone: the profile, Book a session, the next open time, Confirm in the bottom bar', async () => {
    for (const [lng, width, height] of [
      ['es', 390, 844],
      ['en', 1280, 900],
    ]) {
      // each with its free first session
      const client = await registerClient();
      const es = lng === 'es';
      const page = await newPage(ctx.browser, { locale: es ? 'es-MX' : 'en-US', width, height });
      await openAs(page, client.token, '/dashboard/therapists', { lng });
      let taps = 0;
      const tap = async (locator) => {
        await locator.click();
        taps += 1;
      };
      await tap(page.getByRole('link', { name: es ? 'Ver más sobre Valentina Rojas' : 'See more about Valentina Rojas' }));
      await page.getByRole('heading', { level: 1, name: 'Valentina Rojas' }).waitFor();
      const booking = page.locator('#calendly');
      if (width < 500) {
        // the page opens on who she is; the booking section is below, one tap away
        assert.ok(!(await booking.getByRole('table').isVisible()) || (await booking.boundingBox()).y > height, 'the profile comes first');
        await tap(page.getByRole('button', { name: 'Agendar una sesión' }));
      }
      const next = booking.getByRole('button', { name: es ? /^Próxima hora libre: / : /^Next open time: / });
      await tap(next);
      const confirm = booking.getByRole('button', { name: es ? 'Confirmar cita' : 'Confirm appointment' });
      await confirm.waitFor();
      assert.ok(await confirm.evaluate((el) => el === document.activeElement), 'the confirmation has the focus');
      const box = await confirm.boundingBox();
      assert.ok(box.y + box.height <= height, 'the confirmation is in sight');
      if (width < 500) {
        // on a phone it stays at the bottom of the screen, even scrolled back to the profile
        await page.evaluate(() => window.scrollTo(0, 0));
        const still = await confirm.boundingBox();
        assert.ok(still.y > height - 140 && still.y + still.height <= height, `the bar stays at the bottom (${still.y})`);
      }
      await screenshot(page, `booking-chosen-${lng}-${width}`);
      if (es) {
        await tap(confirm);
        await page.waitForURL('**/dashboard/appointments');
        await page.getByText('¡Listo! Tu cita quedó agendada.', { exact: false }).waitFor();
        assert.equal(taps, 4);
      }
      assert.deepEqual(page.pageErrors, []);
      await page.context().close();
    }
  });
});
