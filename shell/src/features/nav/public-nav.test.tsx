import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, clientToken, therapistToken } from '@aliento/testing';
import { PublicNav } from './public-nav';

/** jsdom has no media queries, so the phone layout is what renders: open its menu as a phone user would. */
async function openMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  return within(screen.getByRole('navigation', { name }));
}

describe('PublicNav', () => {
  it('shows the marketing links in Spanish, with Blog, and Log in / Get started without a token', async () => {
    renderWithProviders(<PublicNav />, { language: 'es' });
    const menu = await openMenu('Menú');
    expect(menu.getByRole('link', { name: 'Busco terapia' })).toHaveAttribute('href', '/care-seekers');
    expect(menu.getByRole('link', { name: 'Soy terapeuta' })).toHaveAttribute('href', '/providers');
    expect(menu.getByRole('link', { name: 'Nosotros' })).toHaveAttribute('href', '/about-us');
    expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(menu.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contact');
    expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/signin');
    expect(menu.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/registration');
    expect(menu.queryByRole('link', { name: 'Mi panel' })).not.toBeInTheDocument();
  });

  it('hides the Blog link in English', async () => {
    renderWithProviders(<PublicNav />, { language: 'en' });
    const menu = await openMenu('Menu');
    expect(menu.getByRole('link', { name: 'Care seekers' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
  });

  it('shows a Dashboard button instead of Log in when an approved token is stored', async () => {
    renderWithProviders(<PublicNav />, { language: 'en', token: clientToken() });
    const menu = await openMenu('Menu');
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(menu.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('treats an unapproved token as signed out', async () => {
    renderWithProviders(<PublicNav />, { language: 'en', token: therapistToken(false) });
    const menu = await openMenu('Menu');
    expect(menu.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('names the language button by the word it shows, then what it does', () => {
    renderWithProviders(<PublicNav />, { language: 'es' });
    const button = screen.getByTestId('language-switch');
    expect(button).toHaveAccessibleName('English (cambiar el idioma a inglés)');
    expect(within(button).getByText('English')).toHaveAttribute('lang', 'en');
  });

  it('closes the phone menu with Esc and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PublicNav />, { language: 'en' });
    await openMenu('Menu');
    await user.tab();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
