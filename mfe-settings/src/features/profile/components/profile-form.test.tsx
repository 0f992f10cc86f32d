import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, http, HttpResponse, apiPath, clientToken } from '@aliento/testing';
import { CLIENT_ID, makeUser, settingsRoutes, toasts } from '../../../testing/fixtures';
import { page, useSession } from '@aliento/core';
import { ProfileForm } from './profile-form';

// every render of a form: useForm is called once per render
const mockFormRenders = { count: 0 };
jest.mock('react-hook-form', () => {
  const actual = jest.requireActual<typeof import('react-hook-form')>('react-hook-form');
  return { ...actual, useForm: (...args: Parameters<typeof actual.useForm>) => (mockFormRenders.count++, actual.useForm(...args)) };
});

// jsdom cannot reload: the page's reload is observed instead
const reloadPage = jest.spyOn(page, 'reload').mockImplementation(() => undefined);

function answerUser() {
  server.use(http.get(apiPath(`/api/users/${CLIENT_ID}`), () => HttpResponse.json(makeUser())));
}

async function renderProfile(language: 'es' | 'en') {
  renderWithProviders(settingsRoutes(), { route: '/dashboard/settings', token: clientToken(), language });
  await waitFor(() => expect(screen.getByLabelText(language === 'es' ? /Teléfono/ : /Cell phone/)).toHaveValue('+1 305 555 0100'));
}

describe('settings: profile', () => {
  beforeEach(() => {
    answerUser();
    reloadPage.mockClear();
    mockFormRenders.count = 0;
    sessionStorage.clear(); // the shared test setup clears localStorage only
  });

  it('saves the edited profile, says so and reloads the page', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.put(apiPath(`/api/users/${CLIENT_ID}/profile`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(makeUser({ lastName: 'García López' }));
      }),
    );
    await renderProfile('en');
    await user.type(screen.getByLabelText(/Last name/), ' López');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toContain('success: successfully updated'));
    expect(sent).toEqual({ firstName: 'Ana', lastName: 'García López', email: 'ana@example.com', phoneNumber: '+1 305 555 0100' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // the message is kept for the reloaded page (the toast shown now disappears with the reload)
    expect(sessionStorage.getItem('aliento.settings.flash')).toBe('successfully updated');
  });

  it("shows 'Error while updating user.' and keeps what was typed when saving fails", async () => {
    const user = userEvent.setup();
    server.use(
      http.put(apiPath(`/api/users/${CLIENT_ID}/profile`), () => HttpResponse.json({ message: 'Some fields are invalid.' }, { status: 400 })),
    );
    await renderProfile('en');
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Anita');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toContain('error: Error while updating user.'));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Anita');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each([
    [
      'es',
      ['Nombre', 'Apellido', 'Correo electrónico', 'Teléfono celular'],
      'Obligatorio',
      'correo electrónico no válido',
      'número de teléfono no válido',
    ],
    ['en', ['First name', 'Last name', 'Email', 'Cell phone'], 'Required', 'invalid email address', 'invalid phone number'],
  ] as const)('shows every validation message in %s under its field', async (language, labels, required, invalidEmail, invalidPhone) => {
    const user = userEvent.setup();
    await renderProfile(language);
    for (const label of labels) await user.clear(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.click(screen.getByRole('button', { name: language === 'es' ? 'Guardar' : 'Save' }));

    await waitFor(() => expect(screen.getAllByText(required)).toHaveLength(4));
    expect(screen.getByLabelText(new RegExp(`^${labels[0]}`))).toHaveFocus();

    await user.type(screen.getByLabelText(new RegExp(`^${labels[2]}`)), 'ana@');
    await user.type(screen.getByLabelText(new RegExp(`^${labels[3]}`)), 'abc');
    await user.tab();
    expect(await screen.findByText(invalidEmail)).toBeInTheDocument();
    expect(await screen.findByText(invalidPhone)).toBeInTheDocument();
  });

  it('shows an error only after a field is touched', async () => {
    const user = userEvent.setup();
    await renderProfile('es');
    await user.clear(screen.getByLabelText(/^Nombre/));
    expect(screen.queryByText('Obligatorio')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Obligatorio')).toBeInTheDocument();
  });

  it('asks for the current password only when the sign-in e-mail changes, shows the server’s verdict, and renews the session', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let renewed = 0;
    server.use(
      http.put(apiPath(`/api/users/${CLIENT_ID}/profile`), async ({ request }) => {
        const body = (await request.json()) as { currentPassword?: string };
        sent.push(body);
        if (body.currentPassword !== 'la-de-siempre') {
          return HttpResponse.json(
            { message: 'Algunos datos no son válidos.', fields: { currentPassword: 'La contraseña actual no es correcta' } },
            { status: 400 },
          );
        }
        return HttpResponse.json(makeUser({ email: 'ana.nueva@example.com' }));
      }),
      http.post(apiPath('/api/session/renew'), () => {
        renewed += 1;
        return HttpResponse.json({ token: clientToken() });
      }),
    );
    await renderProfile('es');
    expect(screen.queryByLabelText(/Contraseña actual/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Correo electrónico/));
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana.nueva@example.com');
    const current = screen.getByLabelText(/Contraseña actual/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe tu contraseña actual')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(current, 'otra-cosa');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();

    await user.clear(current);
    await user.type(current, 'la-de-siempre');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(sent.at(-1)).toMatchObject({ email: 'ana.nueva@example.com', currentPassword: 'la-de-siempre' });
    expect(renewed).toBe(1);
    expect(toasts()).toContain('success: Tus datos se actualizaron. Te enviamos un enlace a tu correo nuevo para confirmarlo.');

    // back to the saved address: nothing to confirm
    await user.clear(screen.getByLabelText(/^Correo electrónico/));
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ANA@example.com');
    expect(screen.queryByLabelText(/Contraseña actual/)).not.toBeInTheDocument();
  }, 20000);

  it('renders the form once when the stored record arrives: it starts from the record, no reset after mounting', async () => {
    function Profile() {
      const { claims } = useSession();
      return claims ? <ProfileForm claims={claims} /> : null;
    }
    renderWithProviders(<Profile />, { token: clientToken(), language: 'en' });
    await waitFor(() => expect(screen.getByLabelText(/Cell phone/)).toHaveValue('+1 305 555 0100'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
    expect(mockFormRenders.count).toBe(1);
  });
});
