/**
 * After booking (issue 20): the confirmation with the session's time in the words of the mail, the mailed invitation
 * and add-to-calendar; changing the time of a session in the booking calendar (the old time frees, the credit stays);
 * the time zone a person chooses, on the page and in the mails.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { ctx, DEMO, mailTo, openAs, screenshot } from '../lib/context.mjs';
import { newPage } from '../lib/browser.mjs';
import { api, bookViaApi, freeSlots, registerClient, settled, subscriptionOf, therapistByEmail } from '../lib/directory-helpers.mjs';

/** The client's live appointments as the API lists them. */
async function appointmentsOf(client) {
  return (await api(`/api/appointments/client/${client.id}`, { token: client.token })).filter((a) => !a.cancelled);
}

describe('after booking', () => {
  it('confirms a booking with its time, the mailed invitation and add-to-calendar, then moves it to another time (es, phone)', async () => {
    const client = await registerClient('Lupe');
    const { id: therapistId } = await therapistByEmail(DEMO.therapist);
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 390, height: 844, timezoneId: 'America/Bogota' });
    await openAs(page, client.token, `/dashboard/therapists/${therapistId}#calendly`, { lng: 'es' });
    const booking = page.locator('#calendly');
    await booking.getByText('Horarios en hora estándar de Colombia (Bogota).').waitFor();
    // a day at least two days ahead (a move needs 24 hours' notice): the last day with free times
    const freeDays = booking.getByRole('table').getByRole('button', { disabled: false });
    await freeDays.last().click();
    await booking.getByRole('group').getByRole('button', { pressed: false }).first().click();
    await page.getByRole('button', { name: 'Confirmar cita' }).click();
    await page.waitForURL('**/dashboard/appointments');

    const confirmation = page.getByRole('status').filter({ hasText: '¡Listo! Tu cita quedó agendada.' });
    await confirmation.getByText(`Te enviamos la invitación de calendario a ${client.email}.`).waitFor();
    await confirmation.getByText(/, hora estándar de Colombia \(Bogota\)$/).waitFor();
    const [booked] = await appointmentsOf(client);
    assert.ok(booked, 'booked');
    const google = new URL(await confirmation.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'));
    const compact = (iso) =>
      new Date(iso)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    assert.equal(google.searchParams.get('dates'), `${compact(booked.calendlyAppointment.startTime)}/${compact(booked.calendlyAppointment.endTime)}`);
    const [download] = await Promise.all([page.waitForEvent('download'), confirmation.getByRole('button', { name: 'Descargar .ics' }).click()]);
    const ics = fs.readFileSync(await download.path(), 'utf8');
    assert.match(ics, new RegExp(`UID:${booked._id}@aliento`), 'the same event as the mailed invitation');
    assert.match(ics, new RegExp(`DTSTART:${compact(booked.calendlyAppointment.startTime)}`));
    await settled(page);
    await screenshot(page, 'booked-confirmation-es-390');

    // change the time: another day of the same therapist's
    const credits = (await subscriptionOf(client)).currentCredit;
    await page.getByRole('button', { name: 'Cambiar la hora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar la hora de tu sesión' });
    await dialog.getByText(/^Ahora: /).waitFor();
    const days = dialog.getByRole('table').getByRole('button', { disabled: false });
    await days.nth((await days.count()) - 2).click();
    await dialog.getByRole('group').getByRole('button', { pressed: false }).first().click();
    await settled(page);
    await screenshot(page, 'reschedule-es-390');
    await dialog.getByRole('button', { name: 'Confirmar el cambio' }).click();
    await page.getByText(/^Listo: tu sesión ahora es el /).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const [moved] = await appointmentsOf(client);
    assert.equal(moved._id, booked._id, 'the same appointment');
    assert.notEqual(moved.calendlyAppointment.startTime, booked.calendlyAppointment.startTime, 'at another time');
    assert.equal((await subscriptionOf(client)).currentCredit, credits, 'the credit is kept');
    const free = (await freeSlots(therapistId, client.token, 0)).map((s) => s.startTime);
    assert.ok(free.includes(booked.calendlyAppointment.startTime), 'the old time is free again');
    assert.ok(!free.includes(moved.calendlyAppointment.startTime), 'the new time is taken');
    // the updated invitation, in the client's zone and words
    const mail = await mailTo(client.email, /^Sesión cambiada de horario: /);
    assert.match(mail.text, /hora estándar de Colombia \(Bogota\)/);
    await page.context().close();
  });

  it('shows every time in the zone a person chooses, and the mails follow it (en, desktop)', async () => {
    const client = await registerClient('Nora');
    const { id: therapistId } = await therapistByEmail(DEMO.therapist);
    const appointment = await bookViaApi(client, therapistId, { minDaysAhead: 3 });
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900, timezoneId: 'America/Mexico_City' });
    await openAs(page, client.token, '/dashboard/appointments', { lng: 'en' });
    await page.getByText('Times in Central Standard Time (Mexico City).').waitFor();
    const clock = (zone) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
        new Date(appointment.calendlyAppointment.startTime),
      );
    // the client's one session
    const item = page.getByRole('region', { name: 'Upcoming sessions' }).getByRole('listitem').first();
    await item.getByText(clock('America/Mexico_City'), { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Change time zone' }).click();
    await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
    await item.getByText(clock('America/New_York'), { exact: false }).waitFor();
    await page.getByRole('combobox', { name: 'Time zone' }).blur();
    await page.getByText('Times in Eastern Time (New York).').waitFor();
    await screenshot(page, 'time-zone-en-1280');
    // kept for this person: a new visit reads New York time
    await page.reload();
    await page.getByText('Times in Eastern Time (New York).').waitFor();
    // the API hears the zone with the next call, and the mails use it: move the session and read the mail
    await page.getByRole('button', { name: 'Change the time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the time of your session' });
    await dialog.getByText('Times in Eastern Time (New York).').waitFor();
    await dialog.getByRole('button', { name: /^Next open time: / }).click();
    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    await page.getByText(/^Done: your session is now on /).waitFor();
    // Nora registered in Spanish: her mails are in Spanish, in the zone she chose
    const mail = await mailTo(client.email, /^Sesión cambiada de horario: /);
    assert.match(mail.text, /hora oriental \(New York\)/);
    await page.context().close();
  });
});
