import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, http, HttpResponse, apiPath, clientToken } from '@aliento/testing';
import { CLIENT_ID, makeUser, settingsRoutes, toasts } from '../../../testing/fixtures';

function renderPasswordTab(language: 'es' | 'en') {
  server.use(http.get(apiPath(`/api/users/${CLIENT_ID}`), () => HttpResponse.json(makeUser())));
  renderWithProviders(settingsRoutes(), { route: '/dashboard/settings?tab=password', token: clientToken(), language });
}

describe('settings: password', () => {
  it('changes the password with the current one, says so, and empties the form', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.put(apiPath(`/api/users/${CLIENT_ID}/password`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Your password was changed.' });
      }),
    );
    renderPasswordTab('en');
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByText('For your safety, changing it signs out your other open sessions. This one stays open.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current password/), 'old-password-1');
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts()).toContain('success: Your password was changed.'));
    expect(sent).toEqual({ currentPassword: 'old-password-1', newPassword: 'new-password-1' });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('checks the form in Spanish and shows a wrong current password under its field', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(apiPath(`/api/users/${CLIENT_ID}/password`), () =>
        HttpResponse.json(
          { message: 'Algunos datos no son válidos.', fields: { currentPassword: 'La contraseña actual no es correcta' } },
          { status: 400 },
        ),
      ),
    );
    renderPasswordTab('es');
    await screen.findByRole('heading', { name: 'Cambia tu contraseña' });
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Escribe tu contraseña actual')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Contraseña actual/), 'mala-clave');
    await user.type(screen.getByLabelText(/^Contraseña nueva/), 'corta');
    await user.type(screen.getByLabelText(/^Confirma la contraseña nueva/), 'otra');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Debe coincidir con la contraseña inicial')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Contraseña nueva/));
    await user.type(screen.getByLabelText(/^Contraseña nueva/), 'nueva-clave-1');
    await user.clear(screen.getByLabelText(/^Confirma la contraseña nueva/));
    await user.type(screen.getByLabelText(/^Confirma la contraseña nueva/), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(toasts()).toContain('error: No pudimos cambiar tu contraseña. Revisa los datos e inténtalo de nuevo.');
  }, 20000);
});
