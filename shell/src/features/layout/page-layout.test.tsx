import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@aliento/core';
import { renderWithProviders } from '@aliento/testing';
import { PageLayout } from './page-layout';

function renderPage(language: 'es' | 'en') {
  renderWithProviders(
    <Routes>
      <Route element={<PageLayout nav={<button type="button">Menú</button>} />}>
        <Route path="/" element={<h1>Encuentra a tu terapeuta</h1>} />
      </Route>
    </Routes>,
    { route: '/', language },
  );
}

describe('PageLayout', () => {
  it("offers a skip link to the page's content as the keyboard's first stop", async () => {
    const user = userEvent.setup();
    renderPage('es');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Encuentra a tu terapeuta' }));
    // focusable by the link (not by Tab), so the next Tab after the jump goes on inside the content
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('says it in English on an English page', () => {
    renderPage('en');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });
});
