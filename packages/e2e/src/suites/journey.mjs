/**
 * The whole booking journey of issue 20, in one go, as a client without credit lives it: pick a date and a time, the
 * time is held, buy sessions with the test card over the booking, the session is booked, the confirmation has the
 * calendar links, the receipt is on the page and in the mail, then the session moves to another day and is cancelled
 * with a reason (24 hours' notice: the credit comes back). In Spanish on a phone and in English on a desktop.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { ctx, DEMO, mailTo, openAs, screenshot } from '../lib/context.mjs';
import { newPage } from '../lib/browser.mjs';
import { api, bookViaApi, freeSlots, registerClient, settled, subscriptionOf, therapistByEmail } from '../lib/directory-helpers.mjs';

const WORDS = {
  es: {
    locale: 'es-MX',
    zone: 'America/Bogota',
    zoneWords: 'hora estándar de Colombia (Bogota)',
    buy: 'Compra sesiones',
    holding: /^Guardamos tu horario del .+ hasta las .+ mientras compras sesiones/,
    plan: /Paquete de 4 sesiones/,
    planName: 'Paquete de 4 sesiones',
    continue: 'Continuar',
    name: 'Nombre en la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    pay: /^Pagar 180,00\sUS\$$/,
    amount: /180,00\sUS\$/,
    booked: '¡Listo! Tu cita quedó agendada.',
    invitation: (email) => `Te enviamos la invitación de calendario a ${email}.`,
    ics: 'Descargar .ics',
    receipts: 'Recibos',
    upcoming: 'Próximas sesiones',
    move: 'Cambiar la hora',
    moveDialog: 'Cambiar la hora de tu sesión',
    confirmMove: 'Confirmar el cambio',
    moved: /^Listo: tu sesión ahora es el /,
    cancel: 'Solicitar cancelación',
    confirmCancel: 'Sí, solicitar cancelación',
    reason: '¿Quieres contarnos por qué? (opcional)',
    cancelledWithCredit: /Cancelada · crédito devuelto/,
  },
  en: {
    locale: 'en-US',
    zone: 'America/Los_Angeles',
    zoneWords: 'Pacific Time (Los Angeles)',
    buy: 'Buy sessions',
    holding: /^We are holding .+ for you until .+ while you buy sessions/,
    plan: /4-session pack/,
    planName: '4-session pack',
    continue: 'Continue',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    pay: 'Pay $180.00',
    amount: '$180.00',
    booked: "You're all set! Your appointment is booked.",
    invitation: (email) => `We sent the calendar invitation to ${email}.`,
    ics: 'Download .ics',
    receipts: 'Receipts',
    upcoming: 'Upcoming sessions',
    move: 'Change the time',
    moveDialog: 'Change the time of your session',
    confirmMove: 'Confirm the change',
    moved: /^Done: your session is now on /,
    cancel: 'Request Cancellation',
    confirmCancel: 'Yes, request cancellation',
    reason: 'Want to tell us why? (optional)',
    cancelledWithCredit: /Cancelled · credit returned/,
  },
};

async function journey(lng, width) {
  const w = WORDS[lng];
  const client = await registerClient(lng === 'es' ? 'Rocío' : 'Helen');
  const { id: therapistId } = await therapistByEmail(DEMO.therapist);
  // the free first session is spent elsewhere: this client has no credit left
  await bookViaApi(client, therapistId, { minDaysAhead: 1 });
  const shot = `${lng}-${width}`;
  const page = await newPage(ctx.browser, { locale: w.locale, width, height: width === 390 ? 844 : 900, timezoneId: w.zone });
  await openAs(page, client.token, `/dashboard/therapists/${therapistId}#calendly`, { lng });
  const booking = page.locator('#calendly');

  // 1. a date (the last day with free times, so the session can move later with 24 hours' notice) and a time
  const days = booking.getByRole('table').getByRole('button', { disabled: false });
  await days.last().click();
  await booking.getByRole('group').getByRole('button', { pressed: false }).first().click();

  // 2. no credit: the server holds the time while the plans open over the booking
  const dialog = page.getByRole('dialog', { name: w.buy });
  await dialog.getByText(w.holding).waitFor();
  const held = (await api('/api/appointments/holds/mine', { token: client.token })).hold;
  assert.ok(held, 'the server holds the time');
  const other = await registerClient('Otra');
  assert.ok(!(await freeSlots(therapistId, other.token, 0)).some((s) => s.startTime === held.startTime), 'taken for everybody else');

  // 3. buy the 4-session pack with the test card
  await dialog.getByRole('radio', { name: w.plan }).check();
  await dialog.getByRole('button', { name: w.continue }).click();
  await dialog.getByLabel(w.name).fill(lng === 'es' ? 'Rocío Prueba' : 'Helen Test');
  await dialog.getByLabel(w.number).fill('4242 4242 4242 4242');
  // the expiry as people type it: four digits, the slash comes by itself
  await dialog.getByLabel(w.expiry).pressSequentially('1234');
  assert.equal(await dialog.getByLabel(w.expiry).inputValue(), '12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: w.pay }).click();

  // 4. booked at the held time, with the confirmation and its calendar links
  await page.waitForURL('**/dashboard/appointments');
  const confirmation = page.getByRole('status').filter({ hasText: w.booked });
  await confirmation.getByText(w.invitation(client.email)).waitFor();
  await confirmation.getByText(new RegExp(`, ${w.zoneWords.replace(/[()]/g, '\\$&')}$`)).waitFor();
  const mine = await api(`/api/appointments/client/${client.id}`, { token: client.token });
  const booked = mine.find((a) => !a.cancelled && a.calendlyAppointment?.startTime === held.startTime);
  assert.ok(booked, 'booked at the held time');
  assert.equal((await api('/api/appointments/holds/mine', { token: client.token })).hold, null, 'the hold became the booking');
  assert.equal((await subscriptionOf(client)).currentCredit, 3, 'four bought, one used');
  const google = new URL(await confirmation.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'));
  assert.equal(google.hostname, 'calendar.google.com');
  await confirmation.getByRole('link', { name: 'Outlook' }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), confirmation.getByRole('button', { name: w.ics }).click()]);
  assert.match(fs.readFileSync(await download.path(), 'utf8'), new RegExp(`UID:${booked._id}@aliento`));

  // 5. the receipt: on the page (plan, amount, card) and in the mail
  const receipt = page
    .getByRole('region', { name: w.receipts })
    .getByRole('listitem')
    .filter({ hasText: w.planName })
    .filter({ hasText: w.amount })
    .filter({ hasText: '···· 4242' });
  await receipt.waitFor();
  // the mail is in the language the client registered in (the API's default, Spanish, for these test accounts)
  const receiptMail = await mailTo(client.email, /^(Tu recibo de Aliento|Your Aliento receipt)/);
  assert.match(receiptMail.text, /4242/);
  await settled(page);
  await screenshot(page, `journey-booked-${shot}`);

  // 6. move the session to another day: the same appointment, the credit kept, the old time free
  // the session just booked (the free first one is listed too)
  const item = page.getByRole('region', { name: w.upcoming }).locator(`#appointment-${booked._id}`);
  await item.getByRole('button', { name: w.move }).click();
  const move = page.getByRole('dialog', { name: w.moveDialog });
  const moveDays = move.getByRole('table').getByRole('button', { disabled: false });
  await moveDays.nth((await moveDays.count()) - 2).click();
  await move.getByRole('group').getByRole('button', { pressed: false }).first().click();
  await move.getByRole('button', { name: w.confirmMove }).click();
  await page.getByText(w.moved).first().waitFor();
  await move.waitFor({ state: 'detached' });
  const moved = (await api(`/api/appointments/client/${client.id}`, { token: client.token })).find((a) => a._id === booked._id);
  assert.notEqual(moved.calendlyAppointment.startTime, booked.calendlyAppointment.startTime, 'at another time');
  assert.equal((await subscriptionOf(client)).currentCredit, 3, 'the credit is kept');
  assert.ok(
    (await freeSlots(therapistId, other.token, 0)).some((s) => s.startTime === booked.calendlyAppointment.startTime),
    'the old time is free',
  );

  // 7. cancel it with a reason: with 24 hours' notice it is cancelled at once and the credit comes back
  await item.getByRole('button', { name: w.cancel }).click();
  const cancel = page.getByRole('alertdialog');
  await cancel.getByLabel(w.reason).fill(lng === 'es' ? 'Me surgió un viaje de trabajo.' : 'A work trip came up.');
  await settled(page);
  await screenshot(page, `journey-cancel-${shot}`);
  await cancel.getByRole('button', { name: w.confirmCancel }).click();
  await cancel.waitFor({ state: 'detached' });
  await page.getByText(w.cancelledWithCredit).first().waitFor();
  // the confirmation of a session that is off is gone
  await confirmation.waitFor({ state: 'detached' });
  const cancelled = (await api(`/api/appointments/client/${client.id}`, { token: client.token })).find((a) => a._id === booked._id);
  assert.equal(cancelled.cancelled, true);
  assert.equal((await subscriptionOf(client)).currentCredit, 4, 'the credit is back');
  await settled(page);
  await screenshot(page, `journey-cancelled-${shot}`);
  assert.deepEqual(page.pageErrors, []);
  await page.context().close();
}

describe('booking journey', () => {
  for (const [lng, width] of [
    ['es', 390],
    ['en', 1280],
    ['en', 390],
    ['es', 1280],
  ]) {
    it(`date, hold, buy with the test card, confirmation, receipt, move, cancel (${lng}, ${width} px)`, () => journey(lng, width));
  }
});
