/** Helpers for the auth suite: fresh accounts, the admin's outbox and approval calls, and sign-in form steps. */
import { ctx, admin, apiJson, linkFromOutbox } from './context.mjs';
import { newPage } from './browser.mjs';

let counter = 0;
/** A unique e-mail for one test (the data folder is fresh each run, but tests must not depend on order). */
export function freshEmail(prefix) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@e2e.aliento.example`;
}

/** Registers a client through the API (for tests that only need an existing account). */
export function registerClient(email, password, lang = 'es') {
  return apiJson('POST', '/api/register', {
    lang,
    body: {
      role: 'client',
      therapyType: 'THERAPY_FOR_SELF',
      age: 'AGE_18_34',
      referral: 'REFERRAL_GOOGLE',
      firstName: 'Prueba',
      lastName: 'Reset',
      email,
      phoneNumber: '+1 305 555 0199',
      password,
      confirmPassword: password,
      therapistGender: 'GENDER_NO_PREFERENCE',
      therapistLGBTQ: false,
      therapistOrientation: false,
      therapistCountryOfOrigin: 'Mexico',
    },
  });
}

/** Waits for a mail to `to` whose text holds a `/signin?token=` link (a password reset) and returns that link. */
export const resetLinkFromOutbox = (to, options) => linkFromOutbox(to, '/signin', options);

/** Approves a therapist by e-mail the way the admin screen does: `PUT /api/admin/update-therapist`. */
export async function approveTherapist(email) {
  const token = await admin();
  const users = await apiJson('GET', `/api/admin/users?search=${encodeURIComponent(email)}`, { token });
  const user = users.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!user) throw new Error(`no user ${email}`);
  return apiJson('PUT', '/api/admin/update-therapist', { token, body: { _id: user._id, approved: true } });
}

/** Opens /signin with no token and the given language stored (null = the browser's default, Spanish). */
export async function openSignin(page, lng, search = '') {
  await page.goto(`${ctx.urls.shell}/signin`);
  await page.evaluate((l) => {
    localStorage.removeItem('token');
    if (l) localStorage.setItem('lng', l);
  }, lng);
  await page.goto(`${ctx.urls.shell}/signin${search}`);
}

export const TEXT = {
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    title: '¡Hola de nuevo!',
    underReview: 'Tu cuenta está en revisión',
    resetSuccess: 'Restableciste tu contraseña. Ya puedes iniciar sesión.',
  },
  en: {
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    title: 'Welcome back!',
    underReview: 'Account is currently under review.',
    resetSuccess: 'Successfully reset password. Please log in.',
  },
};

/** Fills and submits the sign-in form in the page's language. */
export async function signInWithForm(page, email, password, lng = 'es') {
  const t = TEXT[lng];
  const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: t.password, exact: true }) });
  await form.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await form.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await form.getByRole('button', { name: t.submit, exact: true }).click();
}

/** The toast area's items of one kind ('error' red, 'success' green). */
export const toasts = (page, kind) => page.locator(`[role="region"] [data-kind="${kind}"]`);

/** A fresh page for this run (each stack serves its own remotes.json). */
export function authPage(opts) {
  return newPage(ctx.browser, opts);
}
