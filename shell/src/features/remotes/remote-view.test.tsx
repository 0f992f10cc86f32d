import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@aliento/testing';
import { RemoteView } from './remote-view';

describe('RemoteView', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a fallback in the page language when a remote cannot load, and retries on demand', async () => {
    let calls = 0;
    const load = jest.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('remote down');
      return { default: () => <p>remote content</p> };
    });
    renderWithProviders(<RemoteView name="directory" load={load} />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Esta sección no pudo cargarse' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('remote content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders an App that has already loaded at once, without a loading state (the prerendered landing)', () => {
    const load = jest.fn(async () => ({ default: () => <p>never used</p> }));
    renderWithProviders(<RemoteView name="marketing" load={load} loaded={() => ({ default: () => <p>landing content</p> })} />);
    expect(screen.getByText('landing content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the fallback in English too', async () => {
    renderWithProviders(
      <RemoteView
        name="marketing"
        load={async () => {
          throw new Error('x');
        }}
      />,
      { language: 'en' },
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
