/**
 * Slot holds in the browser (issue 20): a client without credit who chooses a time holds it; another client who
 * chose the same time on a page loaded before cannot book it (told so, with the times refreshed); when the hold runs
 * out the time is free again and the other client books it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ctx, DEMO, E2E_HOLD_MINUTES, openAs, screenshot } from '../lib/context.mjs';
import { newPage } from '../lib/browser.mjs';
import { api, bookViaApi, freeSlots, registerClient, therapistByEmail } from '../lib/directory-helpers.mjs';

const ZONE = 'America/Bogota';

/** Chooses the first time of the last day with free times, as a person would (the day, then the time). */
async function chooseLastDaysFirstTime(page) {
  const booking = page.locator('#calendly');
  await booking.getByRole('table').getByRole('button', { disabled: false }).last().click();
  const time = booking.getByRole('group').getByRole('button', { pressed: false }).first();
  const label = await time.getAttribute('aria-label');
  await time.click();
  return label;
}

describe('slot holds', () => {
  it('two clients race for one time: the one buying sessions holds it, the other is told and books it once the hold runs out', async () => {
    const { id: therapistId } = await therapistByEmail(DEMO.therapist);
    // Marisol has used her free session: choosing a time holds it while she buys sessions
    const marisol = await registerClient('Marisol');
    await bookViaApi(marisol, therapistId, { minDaysAhead: 1 });
    // Teo still has his free session
    const teo = await registerClient('Teo');

    const holder = await newPage(ctx.browser, { locale: 'es-MX', width: 390, height: 844, timezoneId: ZONE });
    const racer = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900, timezoneId: ZONE });
    await openAs(holder, marisol.token, `/dashboard/therapists/${therapistId}#calendly`, { lng: 'es' });
    await openAs(racer, teo.token, `/dashboard/therapists/${therapistId}#calendly`, { lng: 'en' });
    await holder.locator('#calendly').getByRole('table').waitFor();
    await racer.locator('#calendly').getByRole('table').waitFor();

    // Marisol chooses first: the server holds the time for her
    const heldLabel = await chooseLastDaysFirstTime(holder);
    let hold = null;
    for (let i = 0; i < 40 && !hold; i += 1) {
      hold = (await api('/api/appointments/holds/mine', { token: marisol.token })).hold;
      if (!hold) await new Promise((r) => setTimeout(r, 250));
    }
    assert.ok(hold, `Marisol holds ${heldLabel}`);
    assert.ok(!(await freeSlots(therapistId, teo.token, 0)).some((s) => s.startTime === hold.startTime), 'hidden from everyone else');

    // Teo's page still shows it: he chooses the same time and confirms
    const raced = await chooseLastDaysFirstTime(racer);
    await racer.getByRole('button', { name: 'Confirm appointment' }).click();
    await racer.getByText('Someone just booked that time. Please choose another one from the updated list.').waitFor();
    await screenshot(racer, 'hold-race-lost-en-1280');
    assert.equal((await api(`/api/appointments/client/${teo.id}`, { token: teo.token })).length, 0, 'Teo booked nothing');
    assert.equal((await api('/api/appointments/holds/mine', { token: marisol.token })).hold?.startTime, hold.startTime, 'still hers');

    // the hold runs out: the time is free again, for Teo too
    const deadline = Date.now() + (E2E_HOLD_MINUTES * 60 + 30) * 1000;
    while (!(await freeSlots(therapistId, teo.token, 0)).some((s) => s.startTime === hold.startTime)) {
      assert.ok(Date.now() < deadline, 'the held time frees when the hold runs out');
      await new Promise((r) => setTimeout(r, 2000));
    }
    assert.ok(Date.parse(hold.expiresAt) <= Date.now(), 'not before the hold ran out');
    assert.equal((await api('/api/appointments/holds/mine', { token: marisol.token })).hold, null);
    await racer.reload();
    await racer.locator('#calendly').getByRole('table').waitFor();
    assert.equal(await chooseLastDaysFirstTime(racer), raced, 'the same time is offered again');
    await racer.getByRole('button', { name: 'Confirm appointment' }).click();
    await racer.waitForURL('**/dashboard/appointments');
    const [booked] = await api(`/api/appointments/client/${teo.id}`, { token: teo.token });
    assert.equal(booked.calendlyAppointment.startTime, hold.startTime);
    await holder.context().close();
    await racer.context().close();
  });
});
