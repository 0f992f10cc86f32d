import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, http, HttpResponse, apiPath, therapistToken } from '@aliento/testing';
import { makeTherapist, settingsRoutes, THERAPIST_ID, toasts } from '../../../testing/fixtures';

const route = '/dashboard/settings?tab=therapist';

function answerTherapist(overrides = {}) {
  server.use(http.get(apiPath(`/api/therapists/${THERAPIST_ID}`), () => HttpResponse.json(makeTherapist(overrides))));
}

function recordPut() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(apiPath(`/api/therapists/${THERAPIST_ID}`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(makeTherapist(body));
    }),
  );
  return bodies;
}

describe('settings: therapist profile', () => {
  it('loads the profile, edits specialties and fields, and saves with PUT /api/therapists/{user id}', async () => {
    const user = userEvent.setup();
    answerTherapist();
    const bodies = recordPut();
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'en' });

    expect(await screen.findByLabelText(/Years of experience/)).toHaveValue(6);
    expect(screen.getByLabelText(/LinkedIn URL/)).toHaveValue('https://linkedin.com/in/lucia');
    expect(screen.getByRole('checkbox', { name: 'Anxiety' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Depression' })).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);

    await user.click(screen.getByRole('checkbox', { name: 'Depression' }));
    await user.click(screen.getByRole('checkbox', { name: 'Grief and loss' }));
    await user.type(screen.getByLabelText(/Calendly username/), 'lucia-mendez');
    await user.type(screen.getByLabelText(/Facebook URL/), 'https://facebook.com/lucia');
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'GENDER_FEMALE');
    await user.click(screen.getByRole('radio', { name: 'Believer' }));
    await user.selectOptions(screen.getByLabelText(/Country of origin/), 'Colombia');
    await user.clear(screen.getByLabelText(/Certifications/));
    await user.click(screen.getByLabelText(/Certifications/));
    await user.paste('MSc Clinical Psychology');
    await user.clear(screen.getByLabelText(/About me/));
    await user.click(screen.getByLabelText(/About me/));
    await user.paste('I support adults.');
    await user.clear(screen.getByLabelText(/Years of experience/));
    await user.type(screen.getByLabelText(/Years of experience/), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toContain('success: successfully updated'));
    expect(bodies).toEqual([
      {
        calendly: 'lucia-mendez',
        facebook: 'https://facebook.com/lucia',
        linkedin: 'https://linkedin.com/in/lucia',
        therapistGender: 'GENDER_FEMALE',
        therapistLGBTQ: true,
        therapistOrientation: true,
        therapistCountryOfOrigin: 'Colombia',
        specialties: ['ANXIETY', 'GRIEF_LOSS_COPING'],
        certifications: 'MSc Clinical Psychology',
        about: 'I support adults.',
        experience: 7,
      },
    ]);
  }, 30000);

  it('starts years of experience at 1 when none is stored', async () => {
    answerTherapist({ experience: 0 });
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'es' });
    expect(await screen.findByLabelText(/Años de experiencia/)).toHaveValue(1);
  });

  it("shows 'error while updating user' when saving fails and keeps the edits", async () => {
    const user = userEvent.setup();
    answerTherapist();
    server.use(http.put(apiPath(`/api/therapists/${THERAPIST_ID}`), () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'en' });
    await user.type(await screen.findByLabelText(/Calendly username/), 'lucia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('error: error while updating user'));
    expect(screen.getByLabelText(/Calendly username/)).toHaveValue('lucia');
  });

  it.each([
    [
      'es',
      { gender: /^Género/, experience: /Años de experiencia/, calendly: /Usuario de Calendly/, country: /País de origen/, save: 'Guardar' },
      { selection: 'elige una opción', number: 'debe ser un número', tooLong: 'es demasiado largo', invalid: 'valor no válido' },
    ],
    [
      'en',
      { gender: /^Gender/, experience: /Years of experience/, calendly: /Calendly username/, country: /Country of origin/, save: 'Save' },
      { selection: 'please make a selection', number: 'must be a number', tooLong: 'is too long', invalid: 'invalid value' },
    ],
  ] as const)('shows every validation message in %s', async (language, labels, texts) => {
    const user = userEvent.setup();
    answerTherapist({ therapistGender: null });
    const bodies = recordPut();
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language });

    const experience = await screen.findByLabelText(labels.experience);
    await user.clear(experience);
    await user.click(screen.getByLabelText(labels.calendly));
    await user.paste('x'.repeat(201));
    await user.selectOptions(screen.getByLabelText(labels.country), '');
    await user.click(screen.getByRole('button', { name: labels.save }));

    // gender (never stored) and country need a choice
    await waitFor(() => expect(screen.getAllByText(texts.selection)).toHaveLength(2));
    expect(screen.getByText(texts.number)).toBeInTheDocument();
    expect(screen.getByText(texts.tooLong)).toBeInTheDocument();
    // the first field in error (calendly, at the top of the form) gets the focus
    expect(screen.getByLabelText(labels.calendly)).toHaveFocus();

    await user.type(experience, '99');
    await user.tab();
    expect(await screen.findByText(texts.invalid)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
