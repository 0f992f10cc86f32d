/** Appointments journeys (issue 9): plan purchase with the local test processor, cancellations, the video room. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiJson, ctx, DEMO, login, openAs, screenshot } from '../lib/context.mjs';
import { JAAS_APP_ID, verifyJaasToken } from '../lib/video-stand-in.mjs';
import { newPage } from '../lib/browser.mjs';
import { bookViaApi, registerClient, settled, subscriptionOf, therapistByEmail } from '../lib/directory-helpers.mjs';

async function payWithCard(page, number) {
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy sessions' });
  await dialog.getByRole('radio', { name: /4-session pack/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Name on card').fill('Rosa Prueba');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  return dialog;
}

/** The seeded demo session that starts a few minutes after the product starts (api/src/seed/scheduling.ts). */
const DEMO_VIDEO_SESSION = 'Prueba de la sala de video';

/** The card of the appointment with someone, in a page's lists. */
const itemWith = (page, name) => page.getByRole('listitem').filter({ hasText: `with ${name}` });

describe('appointments', () => {
  it('buys PLAN_FOUR with the 4242 test card and shows 4 more sessions on the plan card', async () => {
    const client = await registerClient();
    const before = (await subscriptionOf(client)).currentCredit;
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
    await openAs(page, client.token, '/dashboard/appointments', { lng: 'en' });
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByText(`${before} session left`).waitFor();
    const dialog = await payWithCard(page, '4242 4242 4242 4242');
    await page.getByText('Payment Successful').waitFor();
    await plan.getByText(`${before + 4} sessions left`).waitFor();
    await plan.getByText('4-session pack').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // the purchase's receipt is listed on the page at once (issue 20): plan, amount, card
    await page
      .getByRole('region', { name: 'Receipts' })
      .getByRole('listitem')
      .filter({ hasText: '4-session pack' })
      .filter({ hasText: '$180.00' })
      .filter({ hasText: 'Visa ···· 4242' })
      .waitFor();
    const after = await subscriptionOf(client);
    assert.equal(after.currentCredit, before + 4);
    assert.equal(after.plan, 'PLAN_FOUR');
    await page.context().close();
  });

  it('opens the purchase with its own code: fetched once the pointer is on the button, no animation library; the card form follows', async () => {
    // the files of the shared animation library (framer-motion), as the shell offers it to the remotes
    const manifest = await (await fetch(`${ctx.urls.shell}/mf-manifest.json`)).json();
    const motion = manifest.shared.find((s) => s.name === 'framer-motion')?.assets.js.sync ?? [];
    assert.ok(motion.length > 0, 'the shell offers framer-motion');
    const client = await registerClient();
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
    await openAs(page, client.token, '/dashboard/appointments', { lng: 'en' });
    await page.getByRole('region', { name: 'Your plan' }).getByText('1 session left').waitFor();
    await settled(page);
    const buy = page.getByRole('button', { name: 'Upgrade Plan' });
    const before = page.requests.length;
    const fetching = page.waitForRequest((r) => r.url().startsWith(ctx.urls.appointments) && r.url().endsWith('.js'), { timeout: 10000 });
    await buy.hover();
    await fetching;
    assert.equal(await page.getByRole('dialog').count(), 0, 'the pointer on the button fetches the code, it opens nothing');
    await buy.click();
    const dialog = page.getByRole('dialog', { name: 'Buy sessions' });
    await dialog.getByRole('radio', { name: /4-session pack/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Card number').waitFor();
    const fetched = page.requests.slice(before);
    assert.deepEqual(
      fetched.filter((url) => motion.some((file) => url.endsWith(`/${file}`))),
      [],
      'no animation library is fetched for the dialog',
    );
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it('shows Failed to Submit Payment for the declined test card and adds no credit', async () => {
    const client = await registerClient();
    const before = await subscriptionOf(client);
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 390, height: 844 });
    await openAs(page, client.token, '/dashboard/appointments', { lng: 'en' });
    await page.getByRole('region', { name: 'Your plan' }).getByText('1 session left').waitFor();
    const dialog = await payWithCard(page, '4000 0000 0000 0002');
    await page.getByText('Failed to Submit Payment').waitFor();
    await dialog.getByText('The payment did not go through').waitFor();
    assert.equal(await dialog.getByLabel('Card number').inputValue(), '');
    await settled(page);
    await screenshot(page, 'payment-declined-en-390');
    const after = await subscriptionOf(client);
    assert.equal(after.currentCredit, before.currentCredit);
    assert.equal(after.plan, before.plan);
    await page.context().close();
  });

  it('lets a client cancel 24 h or more ahead: the session is off at once, the credit returns, the therapist sees why', async () => {
    const client = await registerClient();
    const therapist = await therapistByEmail(DEMO.therapist);
    await bookViaApi(client, therapist.id, { minDaysAhead: 3 });
    assert.equal((await subscriptionOf(client)).currentCredit, 0);

    const page = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
    await openAs(page, client.token, '/dashboard/appointments', { lng: 'en' });
    const item = itemWith(page, 'Valentina Rojas');
    await item.getByRole('button', { name: 'Request Cancellation' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Do you want to cancel this session?' });
    await confirm.getByText('Your session is 24 hours or more away', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Yes, request cancellation' }).click();
    // a returned credit means the session is off: cancelled at once, no room to join, the credit back in the plan
    await item.getByText('Cancelled · credit returned', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Your plan' }).getByText('1 session left').waitFor();
    assert.equal(await item.getByRole('button').count(), 0);
    assert.equal((await subscriptionOf(client)).currentCredit, 1);
    await screenshot(page, 'appointment-cancelled-credit-returned-en-1280');
    await page.context().close();

    // the therapist has nothing to confirm and reads what happened
    const tpage = await newPage(ctx.browser, { locale: 'en-US', width: 390, height: 844 });
    await openAs(tpage, therapist.token, '/dashboard/appointments', { lng: 'en' });
    const titem = itemWith(tpage, client.name);
    await titem.getByText('Cancelled · credit returned to the client', { exact: true }).waitFor();
    assert.equal(await titem.getByRole('button').count(), 0);
    await screenshot(tpage, 'appointment-cancelled-therapist-en-390');
    await tpage.context().close();
  });

  it('opens the JaaS room: the IFrame API gets <AppID>/<room> and a signed token for each of the two people', async () => {
    const sessions = [];
    for (const [email, lng, moderator] of [
      [DEMO.therapist, 'es', true],
      [DEMO.client, 'en', false],
    ]) {
      const token = await login(email);
      const page = await newPage(ctx.browser, { locale: lng === 'es' ? 'es-MX' : 'en-US', width: 1280, height: 900 });
      await openAs(page, token, '/dashboard/appointments', { lng });
      const item = page.getByRole('listitem').filter({ hasText: DEMO_VIDEO_SESSION });
      await item.getByRole('button', { name: lng === 'es' ? 'Unirme a la sesión' : 'Join Meeting' }).click();
      // the room names its session and checks camera and microphone first (a headless browser without devices
      // gets the "you can join anyway" text); entering stops the check and loads the room
      const other = moderator ? /^(Sesión con|Session with) .+ · / : /^(Sesión con|Session with) Valentina Rojas · /;
      await page.getByText(other).first().waitFor();
      const check = page.getByRole('region', { name: lng === 'es' ? 'Revisa tu cámara y tu micrófono' : 'Check your camera and microphone' });
      await check.getByRole('button').waitFor();
      await screenshot(page, `device-check-${moderator ? 'therapist-es' : 'client-en'}-1280`);
      await check.getByRole('button', { name: lng === 'es' ? 'Entrar a la sesión' : 'Join the session' }).click();
      await page.waitForFunction(() => window.__jitsiStandIn?.calls.length === 1);
      const { domain, options } = await page.evaluate(() => window.__jitsiStandIn.calls[0]);
      const appointment = (
        await apiJson(
          'GET',
          `/api/appointments/${moderator ? 'therapist' : 'client'}/${JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).id}`,
          { token },
        )
      ).find((a) => a.calendlyAppointment?.name === DEMO_VIDEO_SESSION);
      const room = appointment.jitsiLink.split('/').pop();
      assert.equal(domain, new URL(appointment.jitsiLink).host);
      assert.equal(options.roomName, `${JAAS_APP_ID}/${room}`);
      assert.equal(options.height, 720);
      const { header, payload } = verifyJaasToken(options.jwt);
      assert.deepEqual(header, { alg: 'RS256', kid: `${JAAS_APP_ID}/e2e`, typ: 'JWT' });
      assert.equal(payload.sub, JAAS_APP_ID);
      assert.equal(payload.room, room);
      assert.equal(payload.context.user.moderator, moderator);
      assert.equal(options.userInfo.displayName, moderator ? 'Valentina Rojas' : payload.context.user.name);
      assert.equal(payload.context.user.name, options.userInfo.displayName);
      // the therapist's page turns the lobby on once in the room; the client's page never tries
      await page.evaluate(() => window.__jitsiStandIn.fire('videoConferenceJoined'));
      assert.deepEqual(await page.evaluate(() => window.__jitsiStandIn.commands), moderator ? [['toggleLobby', true]] : []);
      assert.equal(await page.getByText(/meet.jit.si/).count(), 0);
      await screenshot(page, `video-room-${moderator ? 'therapist-es' : 'client-en'}-1280`);
      sessions.push(payload.context.user.id);
      await page.context().close();
    }
    assert.notEqual(sessions[0], sessions[1]);
  });

  it('offers the room in a new tab (with the token) when the video script cannot load', async () => {
    const token = await login(DEMO.client);
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 390, height: 844 });
    // the machine is offline: make the failure immediate and certain
    await page.route('**/external_api.js', (route) => route.abort('internetdisconnected'));
    await openAs(page, token, '/dashboard/appointments', { lng: 'es' });
    await page.getByRole('listitem').filter({ hasText: DEMO_VIDEO_SESSION }).getByRole('button', { name: 'Unirme a la sesión' }).click();
    await page.getByRole('button', { name: 'Entrar a la sesión' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'No pudimos abrir' });
    await alert.waitFor();
    const href = await alert.getByRole('link').getAttribute('href');
    assert.match(href, new RegExp(`/${JAAS_APP_ID}/aliento-[0-9a-f]{32}\\?jwt=`));
    verifyJaasToken(new URL(href).searchParams.get('jwt'));
    assert.equal(await alert.getByRole('link').getAttribute('target'), '_blank');
    await screenshot(page, 'video-fallback-es-390');
    await page.context().close();
  });

  it('explains that a session tomorrow cannot be joined yet (disabled, with a countdown), and loads no room', async () => {
    const client = await registerClient();
    const therapist = await therapistByEmail(DEMO.therapist);
    await bookViaApi(client, therapist.id, { minDaysAhead: 1 });
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 390, height: 844 });
    await openAs(page, client.token, '/dashboard/appointments', { lng: 'es' });
    const item = page.getByRole('listitem').filter({ hasText: 'con Valentina Rojas' });
    const join = item.getByRole('button', { name: 'Unirme a la sesión' });
    await join.waitFor();
    assert.equal(await join.isDisabled(), true);
    // the room opens 10 minutes before the start: the button says when ("Disponible en 1 d 3 h")
    await item.getByText(/^Disponible en \d+ (d|h|min)/).waitFor();
    assert.match(await join.getAttribute('aria-describedby'), /.+/);
    await join.click({ force: true });
    assert.equal(await page.evaluate(() => window.__jitsiStandIn === undefined), true);
    assert.equal(await page.getByRole('heading', { name: 'Tu sesión en video' }).count(), 0);
    await page.context().close();
  });

  it('lays out the appointments page and the upgrade modal at 390 and 1280 px in es and en', async () => {
    const token = await login(DEMO.client);
    for (const lng of ['es', 'en']) {
      for (const width of [390, 1280]) {
        const page = await newPage(ctx.browser, { locale: lng === 'es' ? 'es-MX' : 'en-US', width, height: width === 390 ? 844 : 900 });
        await openAs(page, token, '/dashboard/appointments', { lng });
        await page.getByRole('heading', { name: lng === 'es' ? 'Próximas sesiones' : 'Upcoming sessions' }).waitFor();
        await page.getByRole('listitem').first().waitFor();
        await screenshot(page, `appointments-${lng}-${width}`);
        await page.getByRole('button', { name: lng === 'es' ? 'Comprar sesiones' : 'Upgrade Plan' }).click();
        await page.getByRole('dialog').getByRole('radio').first().waitFor();
        await settled(page);
        await screenshot(page, `upgrade-modal-${lng}-${width}`);
        assert.deepEqual(page.pageErrors, []);
        await page.context().close();
      }
    }
  });
});
