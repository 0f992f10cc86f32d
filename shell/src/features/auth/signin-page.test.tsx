import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, TOKEN_STORAGE_KEY } from '@aliento/core';
import { renderWithProviders, server, http, HttpResponse, apiPath, clientToken, therapistToken } from '@aliento/testing';
import { ToastArea } from '@aliento/ui/light';
import { login, LOGIN_TIMEOUT_MS } from './api/login';
import { SigninPage } from './signin-page';

// Whole-screen journeys type into many fields; give them room on a busy 2-core machine.

function renderSignin(route = '/signin', options: { language?: 'es' | 'en'; token?: string; state?: unknown } = {}) {
  return renderWithProviders(
    <>
      <ToastArea />
      <Routes>
        <Route path="/signin" element={<SigninPage />} />
        <Route path="/registration" element={<p>Registration wizard</p>} />
        <Route path="/dashboard/*" element={<p>Dashboard home</p>} />
      </Routes>
    </>,
    { route, language: options.language ?? 'en', token: options.token, state: options.state },
  );
}

const emailBox = () => screen.getByRole('textbox', { name: /^(Email|Correo electrónico)/ });
const passwordBox = (name: RegExp = /^(Password|Contraseña)/) => screen.getByLabelText(name);

describe('/signin', () => {
  it('shows the greeting, the fields with autocomplete, forgot password and Get Started (es)', () => {
    renderSignin('/signin', { language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola de nuevo!' })).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('autocomplete', 'email');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/registration');
  });

  it.each([
    ['es', 'Obligatorio', 'correo electrónico no válido'],
    ['en', 'Required', 'invalid email address'],
  ] as const)('validates e-mail and password only after touch (%s)', async (language, required, invalid) => {
    renderSignin('/signin', { language });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(emailBox());
    await userEvent.tab();
    expect(await screen.findByText(required)).toHaveAttribute('role', 'alert');
    await userEvent.type(emailBox(), 'ana@');
    await userEvent.tab();
    expect(await screen.findByText(invalid)).toBeInTheDocument();
  });

  it('stores an approved token and goes to the dashboard; the call sends no-cache headers and no bearer', async () => {
    let body: unknown;
    let headers: Headers | undefined;
    server.use(
      http.post(apiPath('/api/login'), async ({ request }) => {
        body = await request.json();
        headers = request.headers;
        return HttpResponse.json({ token: clientToken(), approved: true });
      }),
    );
    renderSignin();
    await userEvent.type(emailBox(), 'ana@example.com');
    await userEvent.type(passwordBox(), 'secreto123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
    expect(body).toEqual({ email: 'ana@example.com', password: 'secreto123' });
    expect(headers?.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect(headers?.get('pragma')).toBe('no-cache');
    expect(headers?.get('expires')).toBe('0');
    expect(headers?.get('authorization')).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it.each([
    ['en', 'Account is currently under review.'],
    ['es', 'Tu cuenta está en revisión. Podrás iniciar sesión en cuanto nuestro equipo la apruebe.'],
  ] as const)('shows the under-review banner and stores nothing for an unapproved therapist (%s)', async (language, text) => {
    server.use(
      http.post(apiPath('/api/login'), () =>
        HttpResponse.json({ token: therapistToken(false), approved: false, message: 'Account is currently under review.' }),
      ),
    );
    renderSignin('/signin', { language });
    await userEvent.type(emailBox(), 'lucia@example.com');
    await userEvent.type(passwordBox(), 'secreto123');
    await userEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText('Dashboard home')).not.toBeInTheDocument();
  });

  it("toasts 'Error: ' plus the server's message when login fails, keeping what was typed", async () => {
    server.use(http.post(apiPath('/api/login'), () => HttpResponse.json({ message: 'Invalid email or password.' }, { status: 401 })));
    renderSignin();
    await userEvent.type(emailBox(), 'ana@example.com');
    await userEvent.type(passwordBox(), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // announced in the toast, and still there beside the form once the toast is gone
    expect(await within(screen.getByRole('region', { name: 'Notices' })).findByText('Error: Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAccessibleDescription('Error: Invalid email or password.');
    expect(emailBox()).toHaveValue('ana@example.com');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('starts with the e-mail just registered and the focus in the password field, under the message', async () => {
    renderSignin('/signin', { state: { message: 'We sent an email to ana@example.com.', email: 'ana@example.com' } });
    expect(screen.getByText('We sent an email to ana@example.com.')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('ana@example.com');
    await waitFor(() => expect(passwordBox()).toHaveFocus());
  });

  it('sends a user who already holds an approved token to the dashboard', async () => {
    renderSignin('/signin', { token: clientToken() });
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
  });

  it('keeps a user with an unapproved token on the sign-in page', () => {
    renderSignin('/signin', { token: therapistToken(false) });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
  });

  it('waits up to 180000 ms for the login answer', async () => {
    const post = jest.spyOn(api, 'post');
    server.use(http.post(apiPath('/api/login'), () => HttpResponse.json({ token: clientToken(), approved: true })));
    await login({ email: 'ana@example.com', password: 'x' });
    expect(LOGIN_TIMEOUT_MS).toBe(180000);
    expect(post).toHaveBeenCalledWith('/api/login', expect.objectContaining({ timeout: 180000 }));
    post.mockRestore();
  });
});

describe('forgot password', () => {
  it('sends the reset link and shows the spec text, starting from the typed e-mail (en)', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/api/forgot-password'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderSignin();
    await userEvent.type(emailBox(), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(emailBox()).toHaveValue('ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('a password reset link has been sent to the requested email address')).toBeInTheDocument();
    expect(body).toEqual({ email: 'ana@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it("validates the e-mail and toasts 'Error: ' plus the message on failure (es)", async () => {
    server.use(http.post(apiPath('/api/forgot-password'), () => HttpResponse.json({ message: 'Demasiados intentos.' }, { status: 429 })));
    renderSignin('/signin', { language: 'es' });
    await userEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Obligatorio')).toBeInTheDocument();
    expect(emailBox()).toHaveFocus();
    await userEvent.type(emailBox(), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Error: Demasiados intentos.')).toBeInTheDocument();
  });
});

describe('/signin?token= (password reset)', () => {
  it.each([
    ['es', 'Obligatorio', 'Debe coincidir con la contraseña inicial', /^Contraseña nueva/, /^Confirma la contraseña nueva/],
    ['en', 'Required', 'Must match initial password', /^New password/, /^Confirm new password/],
  ] as const)('shows the reset form with its validation texts (%s)', async (language, required, mustMatch, newLabel, confirmLabel) => {
    renderSignin('/signin?token=abc', { language });
    expect(screen.queryByRole('button', { name: /Log in|Iniciar sesión/ })).not.toBeInTheDocument();
    await userEvent.click(passwordBox(newLabel));
    await userEvent.click(passwordBox(confirmLabel));
    await userEvent.tab();
    expect(await screen.findAllByText(required)).toHaveLength(2);
    await userEvent.type(passwordBox(newLabel), 'nueva-clave-1');
    await userEvent.type(passwordBox(confirmLabel), 'otra-clave-2');
    await userEvent.tab();
    expect(await screen.findByText(mustMatch)).toBeInTheDocument();
  });

  it('resets the password and sends the user to sign-in with the success message', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/api/reset-password'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderSignin('/signin?token=abc');
    await userEvent.type(passwordBox(/^New password/), 'nueva-clave-1');
    await userEvent.type(passwordBox(/^Confirm new password/), 'nueva-clave-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Successfully reset password. Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(body).toEqual({ resetPasswordToken: 'abc', password: 'nueva-clave-1' });
  });

  it("shows 'Failed to reset password' and keeps the form when the reset fails", async () => {
    server.use(
      http.post(apiPath('/api/reset-password'), () =>
        HttpResponse.json({ message: 'This password reset link is invalid or has expired.' }, { status: 400 }),
      ),
    );
    renderSignin('/signin?token=expired');
    await userEvent.type(passwordBox(/^New password/), 'nueva-clave-1');
    await userEvent.type(passwordBox(/^Confirm new password/), 'nueva-clave-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    await waitFor(() => expect(passwordBox(/^New password/)).toHaveValue('nueva-clave-1'));
  });

  it('shows a message passed in router state once, as a success notice', () => {
    renderSignin('/signin', { state: { message: 'Successfully reset password. Please log in.' } });
    expect(screen.getByRole('status')).toHaveTextContent('Successfully reset password. Please log in.');
  });
});
