import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@aliento/core';
import { renderWithProviders, clientToken } from '@aliento/testing';
import { DashboardFrame, preloadDashboardWhenSignedIn } from './dashboard-frame';

// The layout's chunk: counts how often it is fetched, and fails while `offline` is set. The chunk is fetched once
// per page life, so these tests run in order: a visitor, then a failed fetch and its retry, then a later visit.
const chunk = { fetched: 0, offline: false };
jest.mock('./dashboard-layout', () => {
  chunk.fetched += 1;
  if (chunk.offline) throw new Error('ChunkLoadError: offline');
  return jest.requireActual('./dashboard-layout');
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the dashboard frame', () => {
  it('is not downloaded for a visitor, and is fetched as soon as a token is stored', async () => {
    chunk.offline = true; // this preload fails quietly; the next test's frame fetches again
    preloadDashboardWhenSignedIn();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chunk.fetched).toBe(0);
    signIn(clientToken());
    await waitFor(() => expect(chunk.fetched).toBe(1));
  });

  it('says so in the page language when the chunk cannot be fetched, and retries on demand', async () => {
    renderWithProviders(<DashboardFrame />, { token: clientToken(), route: '/dashboard/therapists', language: 'en' });
    expect(await screen.findByRole('heading', { name: 'This section could not load' })).toBeInTheDocument();
    chunk.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Therapists' })).toBeInTheDocument();
  });

  it('shows the signed-in top bar at once on a later visit', async () => {
    renderWithProviders(<DashboardFrame />, { token: clientToken(), route: '/dashboard/therapists' });
    expect(await screen.findByRole('link', { name: 'Terapeutas' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
