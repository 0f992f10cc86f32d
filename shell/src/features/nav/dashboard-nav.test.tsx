import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, clientToken, therapistToken, adminToken } from '@aliento/testing';
import { DashboardNav } from './dashboard-nav';

async function menuLinks(name = 'Menu') {
  await userEvent.click(screen.getByRole('button', { name }));
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('DashboardNav', () => {
  it('shows Therapists only to clients, and marks it active on any therapist route', async () => {
    renderWithProviders(<DashboardNav />, { token: clientToken(), language: 'en', route: '/dashboard/therapists/123' });
    expect(await menuLinks()).toEqual([
      ['Therapists', '/dashboard/therapists'],
      ['Appointments', '/dashboard/appointments'],
      ['Settings', '/dashboard/settings'],
      ['Sign out', '/signout'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Therapists' }).some((a) => a.getAttribute('aria-current') === 'page')).toBe(true);
  });

  it('shows a therapist Appointments but not Therapists or Admin', async () => {
    renderWithProviders(<DashboardNav />, { token: therapistToken(), language: 'en' });
    expect((await menuLinks()).map(([label]) => label)).toEqual(['Appointments', 'Settings', 'Sign out']);
  });

  it('shows an admin the Admin link, in Spanish', async () => {
    renderWithProviders(<DashboardNav />, { token: adminToken(), language: 'es' });
    expect((await menuLinks('Menú')).map(([label]) => label)).toEqual(['Citas', 'Administración', 'Configuración', 'Cerrar sesión']);
  });
});
