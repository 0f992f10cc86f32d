/**
 * Auth journeys (issue 6) against the real API: client and provider registration wizards (a client confirms the
 * e-mail through the demo mailbox, then books with the free session), under review until an admin approves,
 * password reset through the mail outbox, login errors and the signed-in redirect, English.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ctx, DEMO, DEMO_PASSWORD, login, openAs, screenshot } from '../lib/context.mjs';
import {
  approveTherapist,
  authPage,
  freshEmail,
  openSignin,
  registerClient,
  resetLinkFromOutbox,
  signInWithForm,
  TEXT,
  toasts,
} from '../lib/auth-helpers.mjs';

const PASSWORD = 'Clave-segura-2026';

/** Full-page screenshots at phone (390) and desktop (1280) width, then back to the page's own width. */
async function shots(page, name) {
  const own = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(own);
}

const progress = (page, step) => page.getByText(`${step}/3`, { exact: true });
const storedToken = (page) => page.evaluate(() => localStorage.getItem('token'));

describe('auth', () => {
  it('paints the sign-in and registration screens from the HTML (their frames), then the live screen takes over', async () => {
    // Without JavaScript: the HTML itself paints the screen (Spanish, the reference language), its controls disabled
    // (nothing typed into the picture is lost)
    const still = await ctx.browser.newContext({ javaScriptEnabled: false, locale: 'es-MX', viewport: { width: 390, height: 844 } });
    const frame = await still.newPage();
    await frame.goto(`${ctx.urls.shell}/signin`);
    assert.equal(await frame.getByRole('heading', { level: 1, name: '¡Hola de nuevo!' }).isVisible(), true, 'the frame shows');
    assert.equal(await frame.getByText('Welcome back!').isVisible(), false, 'the English one stays hidden');
    assert.equal(await frame.locator('[data-prerender="es"] input').first().isDisabled(), true);
    // the frame is a picture of the screen, styles included: the heading and the e-mail field where the live ones will
    // be (from the top of the main content: without JavaScript, the <noscript> line is above it)
    const layout = (p) =>
      p.evaluate(() => {
        const shown = (selector) => [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0).getBoundingClientRect();
        const top = shown('main').y;
        return ['main h1', 'main input[type=email]', 'main button[type=submit]'].map((selector) => {
          const r = shown(selector);
          return [selector, Math.round(r.x), Math.round(r.y - top), Math.round(r.width), Math.round(r.height)].join(' ');
        });
      });
    const framed = await layout(frame);
    await frame.goto(`${ctx.urls.shell}/registration`);
    assert.equal(await frame.getByRole('heading', { level: 1 }).first().isVisible(), true, 'the registration frame shows');
    await still.close();
    // With JavaScript: the live screen replaces the frame, one heading and one form, and it works
    const page = await authPage({ locale: 'es-MX', width: 390, height: 844 });
    await page.goto(`${ctx.urls.shell}/signin`);
    await page.waitForFunction(() => !document.querySelector('[data-prerender]') && !document.documentElement.hasAttribute('data-handoff'));
    assert.deepEqual(framed, await layout(page), 'the frame is laid out as the live screen');
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
    assert.equal(await page.locator('form').count(), 1);
    // a frame only for its own URL: a reset link (/signin?token=…) never shows the sign-in picture
    await page.goto(`${ctx.urls.shell}/signin?token=abc`, { waitUntil: 'domcontentloaded' });
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-landing')), 'off');
    await page.getByRole('heading', { level: 1, name: 'Crea una contraseña nueva' }).waitFor();
    await page.goto(`${ctx.urls.shell}/signin`);
    await page.waitForFunction(() => !document.querySelector('[data-prerender]') && !document.documentElement.hasAttribute('data-handoff'));
    await signInWithForm(page, DEMO.client, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard/**');
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it('a new client registers in Spanish through the whole wizard, signs in, confirms the e-mail in the demo mailbox and books the free session', async () => {
    const page = await authPage();
    const email = freshEmail('cliente');
    const registerCalls = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/register')) registerCalls.push(r.headers());
    });
    await openSignin(page, null);
    await page.getByRole('heading', { name: TEXT.es.title }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'es');
    await shots(page, 'auth-signin-es');
    await page.getByRole('link', { name: 'Comenzar' }).click();
    await page.waitForURL('**/registration');

    // Role choice, then phase 1 (Next only once all three are chosen).
    await page.getByRole('radio', { name: 'Busco terapia' }).check();
    await progress(page, 1).waitFor();
    const next = page.getByRole('button', { name: 'Siguiente' });
    assert.equal(await next.isDisabled(), true);
    await page.getByRole('radio', { name: 'Para mí' }).check();
    await page.getByRole('radio', { name: '18 a 34 años' }).check();
    assert.equal(await next.isDisabled(), true);
    await page.getByRole('radio', { name: 'Google' }).check();
    assert.equal(await next.isEnabled(), true);
    await shots(page, 'auth-wizard-client-1-es');
    await next.click();

    // Phase 2: account details; the phone hint shows while there is no error; errors only after a touch.
    await progress(page, 2).waitFor();
    await page.getByRole('heading', { name: 'Datos de tu cuenta' }).waitFor();
    await page.getByText('Solo la usaremos para avisarte de tus citas.').waitFor();
    assert.equal(await page.getByRole('alert').filter({ hasText: 'Obligatorio' }).count(), 0);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
    await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Prueba');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('lucia@');
    await page.getByRole('textbox', { name: 'Celular', exact: true }).fill('+1 305 555 0142');
    await page.getByText('correo electrónico no válido').waitFor();
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirma tu contraseña', exact: true }).fill('otra-cosa-123');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).focus();
    await page.getByText('debe coincidir con la contraseña inicial').waitFor();
    await page.getByRole('textbox', { name: 'Confirma tu contraseña', exact: true }).fill(PASSWORD);
    await shots(page, 'auth-wizard-client-2-es');

    // Back one step keeps what was chosen and typed.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await progress(page, 1).waitFor();
    assert.equal(await page.getByRole('radio', { name: 'Para mí' }).isChecked(), true);
    await next.click();
    await progress(page, 2).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).inputValue(), email);
    await next.click();

    // Phase 3: preferences; Done only once gender, LGBTQ and orientation are chosen (country from the shared list).
    await progress(page, 3).waitFor();
    const done = page.getByRole('button', { name: 'Listo' });
    assert.equal(await done.isDisabled(), true);
    await page.getByRole('radio', { name: 'Mujer' }).check();
    await page.getByRole('radio', { name: 'Sí', exact: true }).check();
    assert.equal(await done.isDisabled(), true);
    await page.getByRole('radio', { name: 'Creyente', exact: true }).check();
    await page.getByRole('combobox', { name: 'País de origen preferido del terapeuta' }).selectOption({ label: 'México' });
    assert.equal(await done.isEnabled(), true);
    await shots(page, 'auth-wizard-client-3-es');
    await done.click();

    await page.waitForURL('**/signin');
    await toasts(page, 'success').filter({ hasText: 'Creamos tu cuenta con éxito' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Te enviamos un correo a ${email}. Confírmalo para activar tu primera sesión gratis` })
      .waitFor();
    assert.equal(registerCalls.length, 1);
    assert.equal(registerCalls[0]['x-language'], 'es');

    await signInWithForm(page, email, PASSWORD, 'es');
    await page.waitForURL('**/dashboard/therapists');
    await page.waitForSelector('[data-remote="directory"]');
    assert.ok(await storedToken(page));

    // The free session waits for the confirmed e-mail: the notice, the demo mailbox, the link, then a booking.
    const notice = page.getByRole('region', { name: 'Confirma tu correo para activar tu primera sesión gratis' });
    await notice.getByText(`Te enviamos un enlace a ${email}.`).waitFor();
    await shots(page, 'auth-verify-notice-es');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the notice fits a phone');
    const [mailbox] = await Promise.all([
      page.context().waitForEvent('page'),
      notice.getByRole('link', { name: 'Abrir el buzón de demostración' }).click(),
    ]);
    await mailbox.getByRole('heading', { name: 'Buzón de demostración' }).waitFor();
    await mailbox.getByRole('link', { name: 'Te damos la bienvenida a Aliento: confirma tu correo' }).first().click();
    await mailbox.getByText(`Para: ${email}`).waitFor();
    await mailbox.getByRole('link', { name: /\/verify-email\?token=/ }).click();
    await mailbox.getByRole('status').filter({ hasText: 'Correo confirmado: tu primera sesión gratis ya está lista para agendar.' }).waitFor();
    await mailbox.close();
    // the first tab follows: its token was renewed with the confirmed address
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Terapeutas' }).getByRole('link', { name: 'Ver más sobre Valentina Rojas' }).click();
    const booking = page.locator('#calendly');
    await booking.getByRole('button', { name: /^Próxima hora libre: / }).click();
    await booking.getByRole('button', { name: 'Confirmar cita' }).click();
    await page.waitForURL('**/dashboard/appointments');
    await page.getByText('¡Listo! Tu cita quedó agendada.', { exact: false }).waitFor();
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it('a new provider (?admin) registers, is under review with no token stored, and signs in once an admin approves', async () => {
    const page = await authPage({ width: 1280, height: 800 });
    const email = freshEmail('terapeuta');
    await openSignin(page, null, '');
    await page.goto(`${ctx.urls.shell}/registration?admin`);
    const provider = page.getByRole('radio', { name: 'Soy terapeuta' });
    await progress(page, 1).waitFor();
    assert.equal(await provider.isChecked(), true);

    // Switching role clears what was collected.
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Borrar');
    await page.getByRole('radio', { name: 'Busco terapia' }).check();
    await page.getByRole('radio', { name: 'Para mí' }).waitFor();
    await provider.check();
    assert.equal(await page.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue(), '');

    // Phase 1: account details (no Back on the first phase).
    assert.equal(await page.getByRole('button', { name: 'Atrás' }).count(), 0);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Renata');
    await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Suárez');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Celular', exact: true }).fill('+52 55 5555 0143');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirma tu contraseña', exact: true }).fill(PASSWORD);
    await shots(page, 'auth-wizard-provider-1-es');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Phase 2: about the practice (no validation).
    await progress(page, 2).waitFor();
    await page.getByRole('radio', { name: 'Mujer' }).check();
    await page.getByRole('radio', { name: 'Creyente', exact: true }).check();
    await page.getByRole('radio', { name: 'Sí', exact: true }).check();
    await page.getByRole('combobox', { name: 'Tu país de origen' }).selectOption({ label: 'Colombia' });
    await page.getByRole('checkbox', { name: 'Ansiedad' }).check();
    await page.getByRole('checkbox', { name: 'Depresión' }).check();
    await page.getByRole('textbox', { name: 'Certificaciones' }).fill('Licenciatura en Psicología, UNAM');
    await shots(page, 'auth-wizard-provider-2-es');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Phase 3: WhatsApp required, social links optional; Done submits.
    await progress(page, 3).waitFor();
    await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).fill('+52 55 5555 0143');
    await page.getByRole('textbox', { name: 'Instagram (opcional)' }).fill('https://instagram.com/renata.terapia');
    await shots(page, 'auth-wizard-provider-3-es');
    await page.getByRole('button', { name: 'Listo' }).click();
    await page.waitForURL('**/signin');
    await toasts(page, 'success').filter({ hasText: 'Creamos tu cuenta con éxito' }).waitFor();

    // Under review: the banner in the page's language, no token stored, still on /signin.
    await signInWithForm(page, email, PASSWORD, 'es');
    await page.getByRole('alert').filter({ hasText: TEXT.es.underReview }).waitFor();
    assert.equal(await storedToken(page), null);
    assert.match(page.url(), /\/signin$/);
    await shots(page, 'auth-under-review-es');

    await approveTherapist(email);
    await page.getByRole('button', { name: TEXT.es.submit, exact: true }).click();
    await page.waitForURL('**/dashboard/appointments');
    await page.waitForSelector('[data-remote="appointments"]');
    assert.ok(await storedToken(page));
    await page.context().close();
  });

  it('resets a forgotten password through the link in the mail outbox; the old password fails, the new one works', async () => {
    const email = freshEmail('olvido');
    await registerClient(email, PASSWORD);
    const newPassword = 'Nueva-clave-2026';
    const page = await authPage();
    await openSignin(page, null);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { name: 'Restablece tu contraseña' }).waitFor();
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Te enviamos un enlace para restablecer tu contraseña').waitFor();
    await shots(page, 'auth-forgot-sent-es');

    const link = await resetLinkFromOutbox(email);
    assert.ok(link.startsWith(`${ctx.urls.shell}/signin?token=`), link);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Crea una contraseña nueva' }).waitFor();
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Obligatorio').first().waitFor();
    await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirma la contraseña nueva', exact: true }).fill('no-coincide-1');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Debe coincidir con la contraseña inicial').waitFor();
    await shots(page, 'auth-reset-form-es');
    await page.getByRole('textbox', { name: 'Confirma la contraseña nueva', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();

    await page.waitForURL((url) => url.pathname === '/signin' && !url.search.includes('token'));
    await page.getByRole('status').filter({ hasText: TEXT.es.resetSuccess }).waitFor();

    await signInWithForm(page, email, PASSWORD, 'es');
    const error = toasts(page, 'error').filter({ hasText: 'Error: Correo electrónico o contraseña incorrectos.' });
    await error.waitFor();
    assert.equal(await storedToken(page), null);

    await signInWithForm(page, email, newPassword, 'es');
    await page.waitForURL('**/dashboard/therapists');

    // The link is single-use: opening it again and saving fails with the spec's text.
    await openSignin(page, null, new URL(link).search);
    await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('Otra-clave-2026');
    await page.getByRole('textbox', { name: 'Confirma la contraseña nueva', exact: true }).fill('Otra-clave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await toasts(page, 'error').filter({ hasText: 'No se pudo restablecer la contraseña' }).waitFor();
    await page.context().close();
  });

  it('shows a red "Error: " toast for a wrong password, and sends an approved signed-in user from /signin to the dashboard', async () => {
    const page = await authPage();
    await openSignin(page, null);
    await signInWithForm(page, DEMO.client, 'contraseña-equivocada', 'es');
    const error = toasts(page, 'error').first();
    await error.waitFor();
    assert.match(await error.innerText(), /^Error: \S/);
    const bg = await error.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g).map(Number);
    assert.ok(r > 120 && r > g * 2 && r > b * 2, `error toast is red: ${bg}`);
    assert.equal(await storedToken(page), null);
    await shots(page, 'auth-login-error-es');

    await openAs(page, await login(DEMO.therapist), '/signin');
    await page.waitForURL('**/dashboard/appointments');
    await openAs(page, await login(DEMO.client, DEMO_PASSWORD), '/signin');
    await page.waitForURL('**/dashboard/therapists');
    await page.context().close();
  });

  it('works in English: sign-in, under review for an unapproved therapist, role choice and the wizard', async () => {
    const page = await authPage({ locale: 'en-US' });
    await openSignin(page, 'en');
    await page.getByRole('heading', { name: TEXT.en.title }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await shots(page, 'auth-signin-en');

    await signInWithForm(page, 'paula.aguilar@aliento.example', DEMO_PASSWORD, 'en');
    await page.getByRole('alert').filter({ hasText: TEXT.en.underReview }).waitFor();
    assert.equal(await storedToken(page), null);
    await shots(page, 'auth-under-review-en');

    await signInWithForm(page, DEMO.client, 'wrong-password-1', 'en');
    await toasts(page, 'error').filter({ hasText: 'Error: Invalid email or password.' }).waitFor();

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('a password reset link has been sent to the requested email address').waitFor();

    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/registration');
    await page.getByRole('group', { name: 'How do you want to use Aliento?' }).waitFor();
    await shots(page, 'auth-registration-role-en');
    await page.getByRole('radio', { name: "I'm looking for therapy" }).check();
    await progress(page, 1).waitFor();
    await page.getByRole('radio', { name: 'For myself' }).check();
    await page.getByRole('radio', { name: '18 to 34' }).check();
    await page.getByRole('radio', { name: 'Word of mouth' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Your account details' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'First name', exact: true }).focus();
    await page.getByText('invalid email address').waitFor();
    await shots(page, 'auth-wizard-client-2-en');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('radio', { name: "I'm a therapist" }).check();
    await page.getByRole('heading', { name: 'Your account details' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue(), '');

    await openSignin(page, 'en', '?token=made-up-token');
    await page.getByRole('heading', { name: 'Create a new password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Something-2026');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Something-else');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Must match initial password').waitFor();
    await shots(page, 'auth-reset-form-en');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Something-2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await toasts(page, 'error').filter({ hasText: 'Failed to reset password' }).waitFor();
    await page.context().close();
  });
});
