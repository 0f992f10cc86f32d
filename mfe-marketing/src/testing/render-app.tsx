/** Renders the marketing App as the shell mounts it (`<Route path="*">`), at a full URL, in a language. */
import { Route, Routes } from '@aliento/core';
import type { Language } from '@aliento/core';
import { renderWithProviders } from '@aliento/testing';
import App from '../app/app';

export function renderApp(route: string, language: Language = 'es', token?: string) {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<App />} />
    </Routes>,
    { route, language, token },
  );
}

/** Escapes a label for use in an anchored RegExp (labels carry a required-field asterisk). */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
