import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, http, HttpResponse, apiPath, therapistToken, TEST_API } from '@aliento/testing';
import { settingsRoutes, THERAPIST_ID, toasts } from '../../../testing/fixtures';
import { cropImage } from '../lib/crop-image';

// jsdom cannot load images or draw on a canvas: the cropper reports a fixed crop, and cropping returns a Blob.
jest.mock('react-easy-crop', () => jest.requireActual('../../../testing/react-easy-crop-stub'));
jest.mock('../lib/crop-image', () => ({
  ...jest.requireActual('../lib/crop-image'),
  cropImage: jest.fn(async () => new Blob(['cropped-bytes'], { type: 'image/jpeg' })),
}));

const route = '/dashboard/settings?tab=media';
const photo = () => new File(['jpeg-bytes'], 'portrait.jpg', { type: 'image/jpeg' });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function answerImage(...names: (string | null)[]) {
  let call = 0;
  server.use(
    http.get(apiPath(`/api/profile-image/${THERAPIST_ID}`), () => HttpResponse.json({ profileImage: names[Math.min(call++, names.length - 1)] })),
  );
}

describe('settings: media', () => {
  beforeEach(() => jest.mocked(cropImage).mockClear());

  it('keeps Save disabled until a new file is chosen, then crops (16:9 first), uploads and shows the new image', async () => {
    const user = userEvent.setup();
    answerImage(null, 'new-photo.jpg');
    let uploaded: { name: string; type: string; size: number; auth: string | null; language: string | null } | null = null;
    server.use(
      http.post(apiPath('/api/profile-image'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('image') as File;
        uploaded = {
          name: file.name,
          type: file.type,
          size: file.size,
          auth: request.headers.get('Authorization'),
          language: request.headers.get('X-Language'),
        };
        return HttpResponse.json({ profileImage: 'new-photo.jpg' }, { status: 201 });
      }),
    );
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'en' });

    expect(await screen.findByText("You don't have a profile photo yet.")).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save photo' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeInTheDocument();

    const input = screen.getByLabelText('Image file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    await user.upload(input, photo());

    const preview = await screen.findByRole('img', { name: 'crop' });
    expect(preview).toHaveAttribute('src', 'blob:preview');
    expect(Number(preview.getAttribute('data-aspect'))).toBeCloseTo(16 / 9);
    expect(screen.getByRole('button', { name: '16:9' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByLabelText('Zoom'), { target: { value: '2' } });
    expect(preview).toHaveAttribute('data-zoom', '2');
    await user.click(screen.getByRole('button', { name: '1:1' }));
    expect(Number(preview.getAttribute('data-aspect'))).toBe(1);

    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => expect(toasts()).toContain('success: successfully uploaded image'));
    expect(cropImage).toHaveBeenCalledWith('blob:preview', { x: 10, y: 20, width: 320, height: 180 }, 'image/jpeg');
    expect(uploaded).toEqual({
      name: 'portrait.jpg',
      type: 'image/jpeg',
      size: 'cropped-bytes'.length,
      auth: expect.stringMatching(/^Bearer ey/),
      language: 'en',
    });
    // refetched: the stored image is shown, the upload-image button appears, Save is disabled again
    const current = await screen.findByRole('img', { name: 'Your current profile photo' });
    expect(current).toHaveAttribute('src', `${TEST_API}/uploads/images/new-photo.jpg`);
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  });

  it('shows the stored image with the upload-image button', async () => {
    answerImage('lucia.png');
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'es' });
    expect(await screen.findByRole('img', { name: 'Tu foto de perfil actual' })).toHaveAttribute('src', `${TEST_API}/uploads/images/lucia.png`);
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar foto' })).toBeDisabled();
  });

  it('refuses a file that is not a PNG or JPEG and keeps Save disabled', async () => {
    const user = userEvent.setup({ applyAccept: false });
    answerImage(null);
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'es' });
    await screen.findByText('Todavía no tienes foto de perfil.');

    await user.upload(screen.getByLabelText('Archivo de imagen'), new File(['%PDF'], 'titulo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ese archivo no es una imagen PNG o JPG. Elige otro, por favor.');
    expect(screen.queryByRole('img', { name: 'crop' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar foto' })).toBeDisabled();

    // a GIF renamed .jpg is refused too (the type must match)
    await user.upload(screen.getByLabelText('Archivo de imagen'), new File(['GIF89a'], 'foto.jpg', { type: 'image/gif' }));
    expect(screen.getByRole('button', { name: 'Guardar foto' })).toBeDisabled();

    await user.upload(screen.getByLabelText('Archivo de imagen'), new File(['png'], 'foto.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar foto' })).toBeEnabled();
  });

  it('says so when a file named and typed as a JPEG cannot be opened as an image, instead of an empty crop box', async () => {
    const user = userEvent.setup();
    answerImage(null);
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'en' });
    await screen.findByText("You don't have a profile photo yet.");
    await user.upload(screen.getByLabelText('Image file'), new File(['not really a photo'], 'portrait.jpg', { type: 'image/jpeg' }));
    // the browser fails to decode it
    const shown = await waitFor(() => {
      const img = document.querySelector<HTMLImageElement>('img[src="blob:preview"]');
      if (!img) throw new Error('no crop image yet');
      return img;
    });
    fireEvent.error(shown);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't open that image: it may be damaged or not a photo.");
    expect(document.querySelector('img[src="blob:preview"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  });

  it("shows 'failed to upload image' when the upload fails and keeps the chosen photo", async () => {
    const user = userEvent.setup();
    answerImage(null);
    server.use(http.post(apiPath('/api/profile-image'), () => HttpResponse.json({ message: 'too large' }, { status: 413 })));
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'en' });
    await screen.findByText("You don't have a profile photo yet.");
    await user.upload(screen.getByLabelText('Image file'), photo());
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(toasts()).toContain('error: failed to upload image'));
    expect(screen.getByRole('img', { name: 'crop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save photo' })).toBeEnabled();
  });
});
