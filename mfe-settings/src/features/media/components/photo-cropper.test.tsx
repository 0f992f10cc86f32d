import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, http, HttpResponse, apiPath, therapistToken } from '@aliento/testing';
import { settingsRoutes, THERAPIST_ID } from '../../../testing/fixtures';

jest.mock('react-easy-crop', () => jest.requireActual('../../../testing/react-easy-crop-stub'));

// Every on-demand chunk waits for `mockChunk()` first: the test holds the cropper's chunk back, fails it, then lets it in.
let mockChunk: () => Promise<void> = () => Promise.resolve();
jest.mock('@aliento/ui', () => {
  const actual = jest.requireActual<typeof import('@aliento/ui')>('@aliento/ui');
  return {
    ...actual,
    lazyComponent: <P extends object>(load: () => Promise<import('react').ComponentType<P>>) => actual.lazyComponent(() => mockChunk().then(load)),
  };
});

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('settings: media, the photo editor loaded on demand', () => {
  it('shows a loading state while the cropper arrives, and if it fails a message with a retry that keeps the photo', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiPath(`/api/profile-image/${THERAPIST_ID}`), () => HttpResponse.json({ profileImage: null })));
    renderWithProviders(settingsRoutes(), { route: '/dashboard/settings?tab=media', token: therapistToken(), language: 'es' });
    await screen.findByText('Todavía no tienes foto de perfil.');

    let failChunk: (error: Error) => void = () => undefined;
    mockChunk = () =>
      new Promise((_, reject) => {
        failChunk = reject;
      });
    await user.upload(screen.getByLabelText('Archivo de imagen'), new File(['jpeg-bytes'], 'retrato.jpg', { type: 'image/jpeg' }));

    const cropArea = screen.getByRole('group', { name: 'Área de recorte de la foto' });
    expect(await within(cropArea).findByRole('status')).toHaveTextContent('Preparando el editor de fotos…');
    // the rest of the editor is there already, and the photo can be saved
    expect(screen.getByLabelText('Acercar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar foto' })).toBeEnabled();

    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    failChunk(new Error('Loading chunk photo-cropper failed'));
    expect(await within(cropArea).findByRole('alert')).toHaveTextContent(
      'No pudimos cargar el editor de fotos. Tu foto sigue elegida: revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Guardar foto' })).toBeEnabled();
    quiet.mockRestore();

    mockChunk = () => Promise.resolve();
    await user.click(within(cropArea).getByRole('button', { name: 'Reintentar' }));
    const preview = await within(cropArea).findByRole('img', { name: 'crop' });
    expect(preview).toHaveAttribute('src', 'blob:preview');
    expect(Number(preview.getAttribute('data-aspect'))).toBeCloseTo(16 / 9);
    expect(within(cropArea).queryByRole('alert')).not.toBeInTheDocument();
  });
});
