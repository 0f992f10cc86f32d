import { act, screen, waitFor } from '@testing-library/react';
import { configStore, DEFAULT_CONFIG, getSession } from '@aliento/core';
import { renderWithProviders, server, http, HttpResponse, apiPath, clientToken } from '@aliento/testing';
import { recentSessionEnd } from '../auth/session-end';
import { IdleWatcher } from './idle-watcher';

// 10 seconds of idle time, the warning in the last 5 (the product's are 30 minutes and 2 minutes, from /api/config)
const IDLE = { idleSeconds: 10, warningSeconds: 5 };

function renderWatched(language: 'es' | 'en' = 'es') {
  configStore.setState({ config: { ...DEFAULT_CONFIG, session: IDLE }, loaded: true });
  return renderWithProviders(
    <>
      <button type="button">{language === 'es' ? 'Algo de la página' : 'Something on the page'}</button>
      <IdleWatcher />
    </>,
    { token: clientToken(), language },
  );
}

/** Moves the clock on (timers and Date), letting the page react. */
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

// a page remembers its last activity (as a page would): each test starts an hour after the one before
let clock = Date.now();
beforeEach(() => {
  clock += 3_600_000;
  jest.useFakeTimers({ now: clock });
});
afterEach(() => {
  jest.useRealTimers();
  configStore.setState({ config: DEFAULT_CONFIG, loaded: false });
});

describe('automatic logoff', () => {
  it('warns first with a modal dialog that takes the focus and keeps it, then "stay" keeps the session and gives focus back', async () => {
    renderWatched('es');
    const before = screen.getByRole('button', { name: 'Algo de la página' });
    before.focus();
    await pass(4000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await pass(2000);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Sigues ahí?' });
    expect(dialog).toHaveAccessibleDescription('Para cuidar tu privacidad, cerramos la sesión después de 10 segundos sin actividad.');
    expect(screen.getByRole('timer')).toHaveTextContent(/Cerraremos tu sesión en 0:0[34]\./);
    const stay = screen.getByRole('button', { name: 'Seguir conectado' });
    expect(stay).toHaveFocus();
    // Tab and Shift+Tab stay inside
    act(() => stay.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toHaveFocus();
    act(() => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    expect(stay).toHaveFocus();
    // a stray key press does not answer it for the person
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await pass(1000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    act(() => stay.click());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(before).toHaveFocus();
    await pass(4000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(getSession().token).not.toBeNull();
  });

  it('then signs out on the server and here, saying why, when nobody answers', async () => {
    let reason: unknown;
    server.use(
      http.post(apiPath('/api/logout'), async ({ request }) => {
        reason = ((await request.json()) as { reason: string }).reason;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderWatched('en');
    await pass(6000);
    expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await pass(5000);
    await waitFor(() => expect(reason).toBe('idle'));
    expect(getSession().token).toBeNull();
    expect(recentSessionEnd()).toBe('idle');
  });

  it('counts activity in another tab: the warning closes and the session stays', async () => {
    renderWatched('en');
    await pass(6000);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    // another tab writes its activity to the shared storage
    act(() => window.localStorage.setItem('activity', String(Date.now())));
    await pass(1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await pass(3000);
    expect(getSession().token).not.toBeNull();
  });

  it('keeps a person who is active: activity pushes the warning away', async () => {
    renderWatched('en');
    for (let i = 0; i < 4; i++) {
      await pass(3000);
      act(() => window.dispatchEvent(new PointerEvent('pointerdown')));
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(getSession().token).not.toBeNull();
  });
});
