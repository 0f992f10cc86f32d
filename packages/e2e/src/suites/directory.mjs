/** Directory journeys (issue 8): search, filters, favourites, detail page, booking with the credit check. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { ctx, DEMO, login, openAs, screenshot } from '../lib/context.mjs';
import { newPage } from '../lib/browser.mjs';
import { api, bookViaApi, claimsOf, freeSlots, registerClient, settled, therapistByEmail } from '../lib/directory-helpers.mjs';
import { viewportShot } from '../lib/marketing-helpers.mjs';

/**
 * Buys the 4-session pack in the dialog over the booking with the test card that is approved, and takes screenshots
 * of the plan step and the card step. Returns the taps it took (the plan, Continue, the four fields, Pay).
 */
async function buyInPlace(page, dialog, lng, shot) {
  const es = lng === 'es';
  await dialog.getByRole('radio', { name: es ? /Paquete de 4 sesiones/ : /4-session pack/ }).waitFor();
  await settled(page);
  // what is on screen: a full-page shot stretches the page under the fixed dialog
  await viewportShot(page, `checkout-plans-${shot}`);
  await dialog.getByRole('radio', { name: es ? /Paquete de 4 sesiones/ : /4-session pack/ }).check();
  await dialog.getByRole('button', { name: es ? 'Continuar' : 'Continue' }).click();
  const name = dialog.getByLabel(es ? 'Nombre en la tarjeta' : 'Name on card');
  await name.waitFor();
  await settled(page);
  await viewportShot(page, `checkout-card-${shot}`);
  const pay = dialog.getByRole('button', { name: es ? /^Pagar 180,00\sUS\$$/ : 'Pay $180.00' });
  const box = await pay.boundingBox();
  const viewport = page.viewportSize();
  console.log(`card step ${shot}: Pay at ${Math.round(box.y)}-${Math.round(box.y + box.height)} of ${viewport.height} px`);
  // the card step fits the screen, phone included: Pay is in sight without scrolling
  assert.ok(box.y + box.height <= viewport.height, `Pay is on screen (${shot})`);
  await name.fill(es ? 'Marta Prueba' : 'Nora Test');
  await dialog.getByLabel(es ? 'Número de tarjeta' : 'Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel(es ? 'Vencimiento (MM/AA)' : 'Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await pay.click();
  return 7;
}

/** The client has a live appointment at the time that was held, and the hold is gone (the booking took it). */
async function assertBookedAt(client, held) {
  const mine = await api(`/api/appointments/client/${client.id}`, { token: client.token });
  assert.ok(
    mine.some((a) => a.calendlyAppointment?.startTime === held.startTime && !a.cancelled),
    'booked at the held time',
  );
  assert.equal((await api('/api/appointments/holds/mine', { token: client.token })).hold, null);
  const subscription = await api(`/api/subscriptions/client/${client.id}`, { token: client.token });
  assert.equal(subscription.currentCredit, 3, 'four sessions bought, one used');
}

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

  it('shows twelve cards on a phone and "Ver más terapeutas" adds the rest, with the focus on the first added card', async () => {
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 390, height: 844 });
    const token = await login(DEMO.client);
    const total = (await api('/api/therapists?approved=true', { token })).length;
    assert.ok(total > 12, `the seed has more than a page of therapists (${total})`);
    await openAs(page, token, '/dashboard/therapists', { lng: 'es' });
    const list = page.getByRole('region', { name: 'Terapeutas' });
    await list.getByText(`Ves 12 de ${total} terapeutas`).waitFor();
    assert.equal(await list.getByRole('article').count(), 12);
    const more = list.getByRole('button', { name: 'Ver más terapeutas' });
    await more.scrollIntoViewIfNeeded();
    await screenshot(page, 'directory-show-more-es-390');
    await more.click();
    await page.waitForFunction((n) => document.querySelectorAll('article').length === n, total);
    const focused = await page.evaluate(() => document.activeElement?.tagName === 'ARTICLE' && document.activeElement.getAttribute('aria-label'));
    assert.equal(focused, await list.getByRole('article').nth(12).getAttribute('aria-label'), 'the focus is on the first card added');
    assert.equal(await more.count(), 0, 'no more to show');
    assert.deepEqual(page.pageErrors, []);
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
    const slot = booking.getByRole('button', { name: /^Next open time: / });
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

  it('buys sessions over the booking for a client without credit (en, 1280): plans, the test card, and the held time ends booked', async () => {
    const client = await registerClient('Olga');
    const { id } = await therapistByEmail(DEMO.therapist);
    // the free first session is spent: no credit left
    await bookViaApi(client, id);
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
    await openAs(page, client.token, `/dashboard/therapists/${id}#calendly`, { lng: 'en' });
    await page
      .locator('#calendly')
      .getByRole('button', { name: /^Next open time: / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Buy sessions' });
    await dialog.getByText('You do not have any credits available.').waitFor();
    await dialog.getByText(/^We are holding .+ for you until .+ while you buy sessions/).waitFor();
    const held = (await api('/api/appointments/holds/mine', { token: client.token })).hold;
    assert.ok(held, 'the server holds the time');
    // the booking is under the dialog, not left behind
    assert.match(page.url(), /\/dashboard\/therapists\//);
    await buyInPlace(page, dialog, 'en', 'en-1280');
    await page.waitForURL('**/dashboard/appointments');
    await page.getByText("You're all set! Your appointment is booked.", { exact: false }).waitFor();
    await assertBookedAt(client, held);
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it("a client without credit who chooses a time: the purchase's code is fetched while the credits are checked, before the time is held", async () => {
    const client = await registerClient('Irene');
    const { id } = await therapistByEmail(DEMO.therapist);
    await bookViaApi(client, id);
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
    // a slow network's credit check (1.5 s), so what starts during it is told apart from what follows it
    await page.route(`**/api/subscriptions/client/${client.id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openAs(page, client.token, `/dashboard/therapists/${id}#calendly`, { lng: 'en' });
    const next = page.locator('#calendly').getByRole('button', { name: /^Next open time: / });
    await next.waitFor();
    await settled(page);
    // the checkout's code: the directory's script that carries the dialog's step texts
    const scripts = new Map();
    page.on('response', (response) => {
      if (response.url().startsWith(ctx.urls.directory) && response.url().endsWith('.js'))
        scripts.set(
          response.url(),
          response.text().catch(() => ''),
        );
    });
    const before = page.requests.length;
    await next.click();
    const dialog = page.getByRole('dialog', { name: 'Buy sessions' });
    await dialog.getByText('You do not have any credits available.').waitFor();
    const after = page.requests.slice(before);
    let checkoutFile = null;
    for (const [url, text] of scripts) if ((await text).includes('modal.stepChoose')) checkoutFile = url;
    assert.ok(checkoutFile, "the purchase's code was fetched");
    const code = after.indexOf(checkoutFile);
    const hold = after.findIndex((url) => url.endsWith('/api/appointments/holds'));
    assert.ok(hold >= 0, 'the time was held');
    assert.ok(code < hold, `the code (request ${code}) before the hold (request ${hold}): ${after.join(' ')}`);
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it('holds the time a client without credit chose while they buy sessions over the booking (in Spanish, 390 px): Ahora no keeps it, then paid and booked', async () => {
    const client = await registerClient('Marta');
    const other = await registerClient('Inés');
    const { id } = await therapistByEmail(DEMO.therapist);
    await bookViaApi(client, id);
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 390, height: 844 });
    await openAs(page, client.token, `/dashboard/therapists/${id}#calendly`, { lng: 'es' });
    const booking = page.locator('#calendly');
    await booking.getByRole('button', { name: /^Próxima hora libre: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Compra sesiones' });
    await dialog.getByText(/^Guardamos tu horario del .+ hasta las .+ mientras compras sesiones: al pagar, tu cita queda agendada\.$/).waitFor();
    // nobody else can take it meanwhile: it is not among the free times others see
    const held = (await api('/api/appointments/holds/mine', { token: client.token })).hold;
    assert.ok(held, 'the server holds the time');
    assert.ok(!(await freeSlots(id, other.token, 0)).some((s) => s.startTime === held.startTime), 'held for Marta only');
    // Ahora no: the same page, the time still chosen and held, no reload
    await page.evaluate(() => (window.__samePage = true));
    await dialog.getByRole('button', { name: 'Ahora no' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const confirm = booking.getByRole('button', { name: 'Confirmar cita' });
    await confirm.waitFor();
    assert.equal(await page.evaluate(() => window.__samePage), true, 'no reload');
    assert.equal(await booking.getByRole('group').getByRole('button', { pressed: true }).count(), 1, 'the time is still chosen');
    assert.equal((await api('/api/appointments/holds/mine', { token: client.token })).hold?.startTime, held.startTime, 'still held');
    // Confirmar without credit: the purchase opens again over the booking
    await confirm.click();
    await dialog.waitFor();
    await buyInPlace(page, dialog, 'es', 'es-390');
    await page.waitForURL('**/dashboard/appointments');
    await page.getByText('¡Listo! Tu cita quedó agendada.', { exact: false }).waitFor();
    await assertBookedAt(client, held);
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it('from a card to a booked session for a client without credit on a phone (en, 390): date, time, hold, test card, booked; taps counted', async () => {
    const client = await registerClient('Nora');
    const { id } = await therapistByEmail(DEMO.therapist);
    await bookViaApi(client, id);
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 390, height: 844 });
    await openAs(page, client.token, '/dashboard/therapists', { lng: 'en' });
    let taps = 0;
    const tap = async (locator) => {
      await locator.click();
      taps += 1;
    };
    await tap(page.getByRole('link', { name: 'See more about Valentina Rojas' }));
    await page.getByRole('heading', { level: 1, name: 'Valentina Rojas' }).waitFor();
    await tap(page.getByRole('button', { name: 'Book a session' }));
    const booking = page.locator('#calendly');
    // a date (another free day than the one shown first), then a time of that day
    const day = booking.getByRole('button', { name: /: \d+ open times?$/, pressed: false }).first();
    const dayName = (await day.getAttribute('aria-label')).replace(/: \d+ open times?$/, '');
    await tap(day);
    await tap(booking.getByRole('group', { name: dayName }).getByRole('button').first());
    const dialog = page.getByRole('dialog', { name: 'Buy sessions' });
    await dialog.getByText(/^We are holding .+ for you until .+ while you buy sessions/).waitFor();
    const held = (await api('/api/appointments/holds/mine', { token: client.token })).hold;
    assert.ok(held, 'the server holds the time');
    assert.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), 'the focus is in the dialog');
    taps += await buyInPlace(page, dialog, 'en', 'en-390');
    await page.waitForURL('**/dashboard/appointments');
    await page.getByText("You're all set! Your appointment is booked.", { exact: false }).waitFor();
    await assertBookedAt(client, held);
    // the appointments page shows it
    await page
      .getByText(/with Valentina Rojas/)
      .first()
      .waitFor();
    await screenshot(page, 'checkout-booked-en-390');
    // the card, Book a session, a date, a time, a plan, Continue, the four card fields, Pay
    assert.equal(taps, 11);
    console.log(`taps from a therapist card to a booked session without credit (en, 390): ${taps}`);
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
      if (box.y + box.height > height) {
        await screenshot(page, `booking-out-of-sight-${lng}-${width}`);
        const state = await page.evaluate(() => ({
          scrollY: window.scrollY,
          innerHeight: window.innerHeight,
          doc: document.documentElement.scrollHeight,
        }));
        assert.fail(`the confirmation is out of sight in ${lng} ${width}: ${JSON.stringify({ box, ...state })}`);
      }
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
