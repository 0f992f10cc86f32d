import { Component, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@aliento/testing';
import { lazyPanel } from './lazy-panel';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

describe('a panel fetched on demand', () => {
  // React reports the errors its boundaries catch on the console: keep the expected ones out of the test output.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state while its code arrives, then the panel', async () => {
    let arrive: (panel: typeof Greeting) => void = () => undefined;
    const Panel = lazyPanel(
      () =>
        new Promise<typeof Greeting>((resolve) => {
          arrive = resolve;
        }),
    );
    renderWithProviders(<Panel name="Mariana" />, { language: 'es' });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');

    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hola, Mariana')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders at once, without a loading state, when its code was preloaded', async () => {
    const Panel = lazyPanel(() => Promise.resolve(Greeting));
    await act(async () => Panel.preload());
    renderWithProviders(<Panel name="Mariana" />, { language: 'es' });
    expect(screen.getByText('Hola, Mariana')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'No pudimos cargar esta sección. Revisa tu conexión e inténtalo de nuevo.', 'Reintentar'],
    ['en', "We couldn't load this section. Check your connection and try again.", 'Try again'],
  ] as const)('says in %s that its code could not be fetched, and fetches it again on retry', async (language, text, retry) => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('Loading chunk 42 failed.')).mockResolvedValue(Greeting);
    const Panel = lazyPanel(load);
    renderWithProviders(<Panel name="Mariana" />, { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);

    await userEvent.click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByText('Hola, Mariana')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves an error of the panel itself to the boundaries above it', async () => {
    class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>remote failed</p> : this.props.children;
      }
    }
    function Broken(): ReactNode {
      throw new Error('a bug in the form');
    }
    const Panel = lazyPanel(() => Promise.resolve(Broken));
    renderWithProviders(
      <Outer>
        <Panel />
      </Outer>,
      { language: 'es' },
    );
    expect(await screen.findByText('remote failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});
