import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, http, HttpResponse, apiPath, clientToken, therapistToken, adminToken } from '@aliento/testing';
import { ADMIN_ID, CLIENT_ID, makeClientProfile, makeTherapist, makeUser, settingsRoutes, THERAPIST_ID, toasts } from '../../testing/fixtures';

function answerEverything() {
  server.use(
    http.get(apiPath('/api/users/:id'), ({ params }) => HttpResponse.json(makeUser({ _id: String(params.id), id: String(params.id) }))),
    http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json(makeClientProfile())),
    http.get(apiPath(`/api/therapists/${THERAPIST_ID}`), () => HttpResponse.json(makeTherapist())),
    http.get(apiPath(`/api/profile-image/${THERAPIST_ID}`), () => HttpResponse.json({ profileImage: null })),
    http.get(apiPath(`/api/therapists/${THERAPIST_ID}/availability`), () => HttpResponse.json({ timeZone: 'America/Bogota', weekly: [] })),
    http.get(apiPath(`/api/therapists/${THERAPIST_ID}/slots`), () => HttpResponse.json({ timeZone: 'America/Bogota', slots: [] })),
  );
}

function tabNames() {
  return within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((t) => t.textContent);
}

describe('settings tabs by role', () => {
  beforeEach(() => {
    sessionStorage.clear();
    answerEverything();
  });

  it('shows once, after the reload, the message a profile update left before reloading', async () => {
    sessionStorage.setItem('aliento.settings.flash', 'successfully updated');
    renderWithProviders(settingsRoutes(), { route: '/dashboard/settings', token: clientToken(), language: 'en' });
    await waitFor(() => expect(toasts()).toContain('success: successfully updated'));
    expect(sessionStorage.getItem('aliento.settings.flash')).toBeNull();
    await screen.findByLabelText(/First name/);
  });

  it('shows a client Profile and Client profile, Profile first', async () => {
    renderWithProviders(settingsRoutes(), { route: '/dashboard/settings', token: clientToken(), language: 'en' });
    expect(tabNames()).toEqual(['Profile', 'Client profile', 'Password']);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Ana');
  });

  it('shows a therapist Profile, Therapist profile, Media and Availability', async () => {
    renderWithProviders(settingsRoutes(), { route: '/dashboard/settings', token: therapistToken(), language: 'en' });
    expect(tabNames()).toEqual(['Profile', 'Therapist profile', 'Media', 'Availability', 'Password']);
    await screen.findByLabelText(/First name/);
  });

  it('shows an admin only Profile and Password', async () => {
    server.use(
      http.get(apiPath(`/api/users/${ADMIN_ID}`), () =>
        HttpResponse.json(makeUser({ _id: ADMIN_ID, id: ADMIN_ID, firstName: 'Sofía', roles: ['ROLE_ADMIN'] })),
      ),
    );
    renderWithProviders(settingsRoutes(), { route: '/dashboard/settings', token: adminToken(), language: 'es' });
    expect(tabNames()).toEqual(['Perfil', 'Contraseña']);
    expect(await screen.findByLabelText(/Nombre/)).toHaveValue('Sofía');
  });

  it('opens each therapist tab and keeps the choice in ?tab=', async () => {
    const user = userEvent.setup();
    renderWithProviders(settingsRoutes(), { route: '/dashboard/settings', token: therapistToken(), language: 'es' });
    await screen.findByLabelText(/Nombre/);

    await user.click(screen.getByRole('tab', { name: 'Perfil de terapeuta' }));
    expect(await screen.findByLabelText(/Usuario de Calendly/, {}, { timeout: 5000 })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Foto' }));
    // generous waits: each tab fetches on mount, and CI runs this on 2 busy cores
    expect(await screen.findByText('Todavía no tienes foto de perfil.', {}, { timeout: 5000 })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Disponibilidad' }));
    expect(await screen.findByRole('heading', { name: 'Tu horario semanal' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    renderWithProviders(settingsRoutes(), { route: '/dashboard/settings?tab=client', token: clientToken(), language: 'es' });
    expect(screen.getByRole('tab', { name: 'Preferencias' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText(/Género de tu terapeuta/)).toHaveValue('GENDER_FEMALE');
  });

  it('falls back to Profile when the URL names a tab the role cannot see', async () => {
    renderWithProviders(settingsRoutes(), { route: '/dashboard/settings?tab=media', token: clientToken(), language: 'en' });
    expect(screen.queryByRole('tab', { name: 'Media' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Ana'));
  });
});
