import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORED_AT_KEY, getSession, remoteApp, useLocation } from '@aliento/core';
import { registerNamespace } from '@aliento/i18n';
import { HttpResponse, adminToken, apiPath, clientToken, http, makeToken, renderWithProviders, server, therapistToken } from '@aliento/testing';
import { DevHost } from './dev-host';
import { DEMO_PASSWORD } from './sign-in-panel';
import { en, es } from './texts';

/** Stands in for a remote's App: says where it was rendered. */
function FakeRemote() {
  const { pathname } = useLocation();
  return <p data-testid="remote">{`remote at ${pathname}`}</p>;
}

beforeEach(() => registerNamespace('devHost', { es, en }));

describe("a remote's standalone dev host", () => {
  it('opens on an index of the pages the remote owns, with the sign-in', async () => {
    renderWithProviders(<DevHost app={FakeRemote} remote={remoteApp('directory')} />, { route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'directory: desarrollo sin el shell' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/dashboard/therapists' })).toHaveAttribute('href', '/dashboard/therapists');
    expect(screen.getByRole('textbox', { name: 'Valor de id' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar como cliente' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
  });

  it('opens a page with a parameter from the index', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DevHost app={FakeRemote} remote={remoteApp('directory')} />, { route: '/', token: clientToken() });
    await user.type(await screen.findByRole('textbox', { name: 'Valor de id' }), 'abc 1');
    await user.click(screen.getByRole('link', { name: 'Abrir' }));
    expect(await screen.findByTestId('remote')).toHaveTextContent('remote at /dashboard/therapists/abc%201');
  });

  it('renders the remote at a deep link for a signed-in person of its role', async () => {
    renderWithProviders(<DevHost app={FakeRemote} remote={remoteApp('directory')} />, { route: '/dashboard/therapists/42', token: clientToken() });
    expect(await screen.findByTestId('remote')).toHaveTextContent('remote at /dashboard/therapists/42');
    expect(screen.getByTestId('dev-bar')).toHaveTextContent('Sesión: ana@example.com');
  });

  it('asks for the sign-in in place at a deep link, then renders the remote there', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    server.use(
      http.post(apiPath('/api/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: adminToken(), approved: true });
      }),
    );
    renderWithProviders(<DevHost app={FakeRemote} remote={remoteApp('admin')} />, { route: '/dashboard/admin' });
    expect(await screen.findByText('Esta página necesita una sesión.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar como administrador' }));
    expect(await screen.findByTestId('remote')).toHaveTextContent('remote at /dashboard/admin');
    expect(sent).toEqual({ email: 'admin@aliento.example', password: DEMO_PASSWORD });
  });

  it("says the page is for another role, and shows the API's answer to a wrong password under the form", async () => {
    const user = userEvent.setup();
    server.use(http.post(apiPath('/api/login'), () => HttpResponse.json({ message: 'Correo o contraseña incorrectos.' }, { status: 401 })));
    renderWithProviders(<DevHost app={FakeRemote} remote={remoteApp('admin')} />, {
      route: '/dashboard/admin',
      token: therapistToken(),
      language: 'en',
    });
    expect(await screen.findByText('This page is for admins. Sign in with such an account.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'x@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not sign in: Correo o contraseña incorrectos.');
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
  });

  it('says what is missing before calling the API', async () => {
    const user = userEvent.setup();
    let called = false;
    server.use(http.post(apiPath('/api/login'), () => ((called = true), HttpResponse.json({ token: adminToken(), approved: true }))));
    renderWithProviders(<DevHost app={FakeRemote} remote={remoteApp('admin')} />, { route: '/dashboard/admin', language: 'en' });
    await user.type(await screen.findByLabelText('E-mail'), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not sign in: .+/);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/reach|API/);
    expect(called).toBe(false);
  });

  it('refuses a pasted token that is not one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DevHost app={FakeRemote} remote={remoteApp('settings')} />, { route: '/dashboard/settings' });
    await user.type(await screen.findByLabelText('O pega un token'), 'not-a-token');
    await user.click(screen.getByRole('button', { name: 'Usar este token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ese token no es válido o ya venció.');
    await user.clear(screen.getByLabelText('O pega un token'));
    await user.type(screen.getByLabelText('O pega un token'), therapistToken());
    await user.click(screen.getByRole('button', { name: 'Usar este token' }));
    expect(await screen.findByTestId('remote')).toHaveTextContent('remote at /dashboard/settings');
  });

  it('gives the remote that owns / its pages and keeps the index at /__dev', async () => {
    renderWithProviders(<DevHost app={FakeRemote} remote={remoteApp('marketing')} />, { route: '/care-seekers' });
    expect(await screen.findByTestId('remote')).toHaveTextContent('remote at /care-seekers');
    expect(screen.getByRole('link', { name: 'Índice' })).toHaveAttribute('href', '/__dev');
  });

  it("renews the developer's token while they use the page, as the shell does", async () => {
    const now = Math.floor(Date.now() / 1000);
    const renewed = makeToken({ roles: ['ROLE_CLIENT'], firstName: 'Renovada', iat: now, exp: now + 35 * 60 });
    const calls: Array<string | null> = [];
    server.use(
      http.post(apiPath('/api/session/renew'), ({ request }) => {
        calls.push(request.headers.get('authorization'));
        return HttpResponse.json({ token: renewed });
      }),
    );
    const old = makeToken({ roles: ['ROLE_CLIENT'], iat: now - 6 * 60, exp: now + 29 * 60 });
    renderWithProviders(<DevHost app={FakeRemote} remote={remoteApp('directory')} />, { route: '/dashboard/therapists', token: old });
    window.localStorage.setItem(TOKEN_STORED_AT_KEY, String(Date.now() - 6 * 60_000));
    await screen.findByTestId('remote');
    fireEvent.pointerDown(document);
    await waitFor(() => expect(getSession().claims?.firstName).toBe('Renovada'));
    expect(calls).toEqual([`Bearer ${old}`]);
  });
});
