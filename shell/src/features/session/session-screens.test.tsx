import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { configStore, DEFAULT_CONFIG, getSession, signOut } from '@aliento/core';
import { renderWithProviders, server, http, HttpResponse, apiPath, clientToken, makeToken, therapistToken } from '@aliento/testing';
import { SigninPage } from '../auth/signin-page';
import { SignoutPage } from '../auth/signout-page';
import { VerifyEmailPage } from '../auth/verify-email-page';
import { ToastArea } from '@aliento/ui/light';
import { VerifyEmailReminder } from './verify-email-reminder';

const unverifiedClient = () => makeToken({ roles: ['ROLE_CLIENT'], email: 'rosa@example.com', emailVerified: false });

function renderAt(route: string, options: { token?: string; language?: 'es' | 'en' } = {}) {
  return renderWithProviders(
    <>
      <ToastArea />
      <Routes>
        <Route path="/signin" element={<SigninPage />} />
        <Route path="/signout" element={<SignoutPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/dashboard/*" element={<VerifyEmailReminder />} />
      </Routes>
    </>,
    { route, language: options.language ?? 'es', token: options.token },
  );
}

afterEach(() => configStore.setState({ config: DEFAULT_CONFIG, loaded: false }));

describe('/signout', () => {
  it('ends the session on the server with the token, forgets it and lands on sign-in, which says so', async () => {
    const token = clientToken();
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(apiPath('/api/logout'), async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderAt('/signout', { token });
    expect(await screen.findByText('Cerraste tu sesión.')).toBeInTheDocument();
    expect(getSession().token).toBeNull();
    await waitFor(() => expect(seen).toEqual({ auth: `Bearer ${token}`, body: { reason: 'signout' } }));
  });
});

describe('/signin after a session ended', () => {
  it.each([
    ['es', 'Cerramos tu sesión después de 30 minutos sin actividad, para cuidar tu privacidad. Inicia sesión de nuevo para continuar.'],
    ['en', 'We signed you out after 30 minutes without activity, to protect your privacy. Log in again to continue.'],
  ] as const)('says the idle sign-out happened, with the configured time (%s)', async (language, text) => {
    signOut('idle');
    renderAt('/signin', { language });
    expect(await screen.findByRole('status')).toHaveTextContent(text);
  });

  it('says a session refused by the server ended, and nothing when none ended recently', async () => {
    signOut('expired');
    const { unmount } = renderAt('/signin', { language: 'en' });
    expect(await screen.findByText('Your session ended. Log in again to continue.')).toBeInTheDocument();
    unmount();
    window.localStorage.setItem('session-ended', JSON.stringify({ reason: 'idle', at: Date.now() - 11 * 60_000 }));
    renderAt('/signin', { language: 'en' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the confirm-your-e-mail notice', () => {
  it('asks an unconfirmed client kindly, resends the mail, and links the demo mailbox in the demo', async () => {
    configStore.setState({ config: { ...DEFAULT_CONFIG, demoMailUrl: 'http://localhost:8080/demo/mail' }, loaded: true });
    let calls = 0;
    server.use(
      http.post(apiPath('/api/verify-email/resend'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'Te enviamos un nuevo enlace de confirmación.' });
      }),
    );
    renderAt('/dashboard/therapists', { token: unverifiedClient() });
    expect(await screen.findByRole('region', { name: 'Confirma tu correo para activar tu primera sesión gratis' })).toHaveTextContent(
      'Te enviamos un enlace a rosa@example.com. Mientras tanto puedes explorar terapeutas y comprar sesiones.',
    );
    expect(screen.getByRole('link', { name: 'Abrir el buzón de demostración' })).toHaveAttribute('href', 'http://localhost:8080/demo/mail');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText('Te enviamos un nuevo enlace de confirmación.')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('says what went wrong when the mail cannot be sent (en), with no demo link outside the demo', async () => {
    server.use(
      http.post(apiPath('/api/verify-email/resend'), () =>
        HttpResponse.json({ message: 'Too many attempts. Please wait a moment and try again.' }, { status: 429 }),
      ),
    );
    renderAt('/dashboard/therapists', { token: unverifiedClient(), language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(screen.queryByRole('link', { name: 'Open the demo mailbox' })).not.toBeInTheDocument();
    expect(await screen.findByText('Error: Too many attempts. Please wait a moment and try again.')).toBeInTheDocument();
  });

  it('is not shown to a confirmed client, an older token, or a therapist', () => {
    for (const token of [makeToken({ roles: ['ROLE_CLIENT'], emailVerified: true }), clientToken(), therapistToken()]) {
      const { unmount } = renderAt('/dashboard/appointments', { token });
      expect(screen.queryByRole('region', { name: /Confirma tu correo/ })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('/verify-email', () => {
  it('confirms the address once, says what it unlocked, and refreshes a signed-in session', async () => {
    const bodies: unknown[] = [];
    const fresh = makeToken({ roles: ['ROLE_CLIENT'], emailVerified: true, firstName: 'Rosa' });
    server.use(
      http.post(apiPath('/api/verify-email'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Correo confirmado: tu primera sesión gratis ya está lista para agendar.', freeSessionGranted: true });
      }),
      http.post(apiPath('/api/session/renew'), () => HttpResponse.json({ token: fresh })),
    );
    renderAt('/verify-email?token=abc', { token: unverifiedClient() });
    expect(await screen.findByText('Correo confirmado: tu primera sesión gratis ya está lista para agendar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver terapeutas' })).toHaveAttribute('href', '/dashboard/therapists');
    expect(bodies).toEqual([{ token: 'abc' }]);
    expect(getSession().claims?.emailVerified).toBe(true);
  });

  it('says a used or expired link is no good, and offers to sign in (en)', async () => {
    server.use(
      http.post(apiPath('/api/verify-email'), () =>
        HttpResponse.json(
          {
            message: 'Some fields are invalid.',
            code: 'validationFailed',
            fields: { token: 'This confirmation link is not valid or has expired.' },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt('/verify-email?token=used', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'We could not confirm your email' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is not valid or has expired.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
  });
});
