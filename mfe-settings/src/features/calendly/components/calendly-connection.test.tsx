import { createElement, Fragment } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configStore, DEFAULT_CONFIG, page, useLocation } from '@aliento/core';
import { renderWithProviders, server, http, HttpResponse, apiPath, therapistToken } from '@aliento/testing';
import type { CalendlyConnection } from '@aliento/contracts/calendly';
import { makeTherapist, settingsRoutes, THERAPIST_ID, toasts } from '../../../testing/fixtures';

const CONNECTED: CalendlyConnection = {
  connected: true,
  name: 'Lucía Méndez',
  schedulingUrl: 'https://calendly.com/lucia-mendez',
  connectedAt: '2030-01-01T00:00:00.000Z',
};

/** Where the page is now (the panel cleans Calendly's answer out of the address). */
function Where() {
  const { search } = useLocation();
  return createElement('output', { 'data-testid': 'where' }, search);
}

// each test renders the whole settings screen and its on-demand therapist tab; CI runs this on 2 busy cores
jest.setTimeout(30_000);

let connection: CalendlyConnection;
let finishBodies: unknown[];

beforeEach(() => {
  connection = { connected: false };
  finishBodies = [];
  configStore.setState({ config: { ...DEFAULT_CONFIG, scheduling: { calendly: true, calendlyConnect: true } } });
  server.use(
    http.get(apiPath(`/api/therapists/${THERAPIST_ID}`), () => HttpResponse.json(makeTherapist())),
    http.get(apiPath('/api/calendly/connection'), () => HttpResponse.json(connection)),
    http.delete(apiPath('/api/calendly/connection'), () => {
      connection = { connected: false };
      return HttpResponse.json(connection);
    }),
    http.post(apiPath('/api/calendly/connect'), () => HttpResponse.json({ url: 'https://auth.calendly.com/oauth/authorize?client_id=x&state=s1' })),
  );
});
afterEach(() => {
  configStore.setState({ config: DEFAULT_CONFIG });
  jest.restoreAllMocks();
});

const render = (route: string, language: 'es' | 'en' = 'en') =>
  renderWithProviders(createElement(Fragment, null, settingsRoutes(), createElement(Where)), { route, token: therapistToken(), language });
const panel = async (name = 'Your Calendly account') => screen.findByRole('region', { name });

describe('settings: Calendly connection', () => {
  it('is not offered when the server does not let therapists connect Calendly', async () => {
    configStore.setState({ config: DEFAULT_CONFIG });
    render('/dashboard/settings?tab=therapist');
    expect(await screen.findByLabelText(/Years of experience/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Calendly account' })).not.toBeInTheDocument();
  });

  it('connects: asks the API for the Calendly consent page and goes there', async () => {
    const assign = jest.spyOn(page, 'assign').mockImplementation(() => undefined);
    render('/dashboard/settings?tab=therapist');
    const region = await panel();
    expect(await within(region).findByText('You have not connected a Calendly account yet.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Connect Calendly' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://auth.calendly.com/oauth/authorize?client_id=x&state=s1'));
  });

  it('back from Calendly: hands code and state to the API once, says so, and cleans the address', async () => {
    server.use(
      http.post(apiPath('/api/calendly/connect/finish'), async ({ request }) => {
        finishBodies.push(await request.json());
        connection = CONNECTED;
        return HttpResponse.json({ outcome: 'connected', connection });
      }),
    );
    // Calendly's redirect is the settings page itself, without the tab
    render('/dashboard/settings?code=abc123&state=s1', 'es');
    const region = await panel('Tu cuenta de Calendly');
    expect(await within(region).findByText('Conectada a la cuenta de Calendly de Lucía Méndez.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'https://calendly.com/lucia-mendez' })).toBeInTheDocument();
    expect(toasts()).toContain('success: Tu cuenta de Calendly quedó conectada.');
    expect(finishBodies).toEqual([{ state: 's1', code: 'abc123' }]);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\?tab=therapist$/));
  });

  it.each([
    ['denied', 'error=access_denied&state=s1', 'error: Not connected: permission was not given in Calendly. You can try again any time.'],
    ['taken', 'code=c&state=s1', "error: That Calendly account is already connected to someone else's Aliento profile."],
  ])('says why a connection did not happen (%s)', async (outcome, query, toast) => {
    server.use(http.post(apiPath('/api/calendly/connect/finish'), () => HttpResponse.json({ outcome, connection: { connected: false } })));
    render(`/dashboard/settings?${query}`);
    const region = await panel();
    expect(await within(region).findByRole('button', { name: 'Connect Calendly' })).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContain(toast));
  });

  it('disconnects a connected account', async () => {
    connection = CONNECTED;
    render('/dashboard/settings?tab=therapist');
    const region = await panel();
    await userEvent.click(await within(region).findByRole('button', { name: 'Disconnect Calendly' }));
    expect(await within(region).findByRole('button', { name: 'Connect Calendly' })).toBeInTheDocument();
    expect(toasts()).toContain('success: Your Calendly account was disconnected.');
  });
});
