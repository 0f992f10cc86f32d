/** Renders a screen as users get it: router, Chakra system, i18n in the chosen language, optional session. */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { refreshSession, TOKEN_STORAGE_KEY, LANGUAGE_STORAGE_KEY, type Language } from '@aliento/core';
import { initI18n } from '@aliento/i18n';
import { UiProvider } from '@aliento/ui';

export interface RenderOptions {
  /** Initial URL (path, query, hash). */
  route?: string;
  /** Router state for the initial entry (e.g. `{ booked: true }`). */
  state?: unknown;
  language?: Language;
  /** A token to store before rendering (see tokens.ts). */
  token?: string;
  wrapper?: (children: ReactNode) => ReactElement;
}

// Both languages' texts (loaded on demand in the browser) are loaded before each test (setup-tests.ts).
initI18n('es');

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const language = options.language ?? 'es';
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (options.token) window.localStorage.setItem(TOKEN_STORAGE_KEY, options.token);
  refreshSession();
  const i18n = initI18n(language);
  void i18n.changeLanguage(language);
  const entry = { ...splitRoute(options.route ?? '/'), state: options.state };
  const tree = (
    <MemoryRouter initialEntries={[entry]}>
      <UiProvider>{ui}</UiProvider>
    </MemoryRouter>
  );
  return render(options.wrapper ? options.wrapper(tree) : tree);
}

function splitRoute(route: string): { pathname: string; search: string; hash: string } {
  const url = new URL(route, 'http://app.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
