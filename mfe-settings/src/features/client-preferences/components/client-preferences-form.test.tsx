import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, http, HttpResponse, apiPath, clientToken } from '@aliento/testing';
import { CLIENT_ID, makeClientProfile, settingsRoutes, toasts } from '../../../testing/fixtures';

const route = '/dashboard/settings?tab=client';

function recordWrites() {
  const calls: { method: string; body: unknown }[] = [];
  server.use(
    http.post(apiPath(`/api/clients/${CLIENT_ID}`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'POST', body });
      return HttpResponse.json(makeClientProfile({ ...body }), { status: 201 });
    }),
    http.put(apiPath(`/api/clients/${CLIENT_ID}`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'PUT', body });
      return HttpResponse.json(makeClientProfile({ ...body }));
    }),
  );
  return calls;
}

describe('settings: client preferences', () => {
  it('updates (PUT) a profile that has an _id, keeping its specialties', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json(makeClientProfile())));
    const calls = recordWrites();
    renderWithProviders(settingsRoutes(), { route, token: clientToken(), language: 'en' });

    const gender = await screen.findByLabelText(/Therapist gender/);
    expect(gender).toHaveValue('GENDER_FEMALE');
    expect(screen.getByLabelText(/Therapist country of origin/)).toHaveValue('Colombia');
    expect(screen.getByRole('radio', { name: 'Believer' })).toBeChecked();

    await user.selectOptions(gender, 'GENDER_NO_PREFERENCE');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Non-believer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toContain('success: successfully updated'));
    expect(calls).toEqual([
      {
        method: 'PUT',
        body: {
          therapistGender: 'GENDER_NO_PREFERENCE',
          therapistLGBTQ: true,
          therapistOrientation: false,
          therapistCountryOfOrigin: 'Colombia',
          specialties: ['ANXIETY'],
        },
      },
    ]);
  });

  it('falls back to an empty profile (United States of America) when loading fails, creates it with POST, then updates with PUT', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })));
    const calls = recordWrites();
    renderWithProviders(settingsRoutes(), { route, token: clientToken(), language: 'es' });

    const country = await screen.findByLabelText(/País de origen de tu terapeuta/);
    expect(country).toHaveValue('United States of America');
    expect(screen.getByLabelText(/Género de tu terapeuta/)).toHaveValue('GENDER_NO_PREFERENCE');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No creyente' })).toBeChecked();

    await user.selectOptions(country, 'Mexico');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      body: {
        therapistGender: 'GENDER_NO_PREFERENCE',
        therapistLGBTQ: false,
        therapistOrientation: false,
        therapistCountryOfOrigin: 'Mexico',
        specialties: [],
      },
    });
    await waitFor(() => expect(toasts()).toContain('success: Tus preferencias se actualizaron con éxito'));

    // the created profile now has an _id: the next save updates it
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT']));
  });

  it("shows 'error while updating user' when saving fails and keeps the choices", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json(makeClientProfile())),
      http.put(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderWithProviders(settingsRoutes(), { route, token: clientToken(), language: 'en' });
    await user.selectOptions(await screen.findByLabelText(/Therapist gender/), 'GENDER_MALE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('error: error while updating user'));
    expect(screen.getByLabelText(/Therapist gender/)).toHaveValue('GENDER_MALE');
  });

  it.each([
    ['es', /País de origen de tu terapeuta/, 'Guardar', 'elige una opción'],
    ['en', /Therapist country of origin/, 'Save', 'please make a selection'],
  ] as const)('asks (%s) for a country of origin when none is chosen', async (language, label, save, text) => {
    const user = userEvent.setup();
    server.use(http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json(makeClientProfile())));
    const calls = recordWrites();
    renderWithProviders(settingsRoutes(), { route, token: clientToken(), language });
    await user.selectOptions(await screen.findByLabelText(label), '');
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
