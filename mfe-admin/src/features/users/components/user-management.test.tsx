import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, apiPath } from '@aliento/testing';
import type { AdminUser } from '@aliento/contracts/admin';
import {
  APPLICANT_ID,
  CLIENT_ID,
  THERAPIST_ID,
  USERS,
  applicantUser,
  clientUser,
  clientProfile,
  renderAdmin,
  therapistProfile,
  therapistUserDetail,
  toastTexts,
} from '../../../testing/admin-fixtures';
import { USERS_PAGE } from './user-list';

/** Serves the user list; `next` (if given) is served from the second call on, to prove the refetch. */
function serveUsers(first: AdminUser[] = USERS, next?: AdminUser[]) {
  let calls = 0;
  server.use(
    http.get(apiPath('/api/admin/users'), () => {
      calls += 1;
      return HttpResponse.json(calls > 1 && next ? next : first);
    }),
  );
  return { calls: () => calls };
}

function userList() {
  return screen.getByRole('list', { name: /usuarios|users/i });
}

async function chooseUser(name: string) {
  const list = await screen.findByRole('list', { name: /usuarios|users/i });
  await userEvent.click(await within(list).findByRole('button', { name: new RegExp(name) }));
}

describe('User Management', () => {
  it('lists users with their role labels and filters them by name or e-mail', async () => {
    serveUsers();
    renderAdmin({ language: 'es' });
    const list = await screen.findByRole('list', { name: 'Usuarios' });
    expect(within(list).getAllByRole('button')).toHaveLength(4);
    const mariana = within(list).getByRole('button', { name: /Mariana López/ });
    expect(within(mariana).getByText('Cliente')).toBeInTheDocument();
    expect(within(within(list).getByRole('button', { name: /Sofía Ruiz/ })).getByText('Admin')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'lucia');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /Lucía Méndez/ })).toBeInTheDocument();
    expect(within(list).getByText('Terapeuta')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar usuarios' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'pedro@');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /Pedro Ramírez/ })).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar usuarios' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'nadie');
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('No hay usuarios que coincidan con tu búsqueda.')).toBeInTheDocument();
  });

  it('shows a page of users and "Ver N usuarios más" adds the next (focus on the first added); a search starts again', async () => {
    const many: AdminUser[] = Array.from({ length: USERS_PAGE * 2 + 7 }, (_, i) => ({
      ...clientUser,
      _id: `00000000-0000-4000-8000-${String(500 + i).padStart(12, '0')}`,
      id: `00000000-0000-4000-8000-${String(500 + i).padStart(12, '0')}`,
      firstName: `Persona${i}`,
      email: `persona${i}@example.com`,
    }));
    serveUsers(many);
    renderAdmin({ language: 'es' });
    const list = await screen.findByRole('list', { name: 'Usuarios' });
    const people = () => within(list).queryAllByRole('button', { name: /Persona/ });
    await waitFor(() => expect(people()).toHaveLength(USERS_PAGE));
    expect(screen.getByText(`${many.length} usuarios`)).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: `Ver ${USERS_PAGE} usuarios más` }));
    await waitFor(() => expect(people()).toHaveLength(USERS_PAGE * 2));
    expect(document.activeElement).toBe(people()[USERS_PAGE]);
    await userEvent.click(within(list).getByRole('button', { name: 'Ver 7 usuarios más' }));
    await waitFor(() => expect(people()).toHaveLength(many.length));
    expect(within(list).queryByRole('button', { name: /usuarios? más$/ })).not.toBeInTheDocument();

    // a search finds anyone, past the first page too
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), `persona${many.length - 1}@`);
    await waitFor(() => expect(people().map((b) => within(b).getByText(/@/).textContent)).toEqual([`persona${many.length - 1}@example.com`]));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar usuarios' }));
    await waitFor(() => expect(people()).toHaveLength(USERS_PAGE));
  });

  it('finds applicants awaiting approval and approves one (toast, list refreshed)', async () => {
    const users = serveUsers(
      USERS,
      USERS.map((u) => (u.id === APPLICANT_ID ? { ...u, approved: true } : u)),
    );
    let body: unknown;
    server.use(
      http.put(apiPath('/api/admin/update-therapist'), async ({ request }) => {
        body = await request.json();
        // the API answers with the therapist's profile
        return HttpResponse.json({ ...therapistProfile, user: APPLICANT_ID, approved: true });
      }),
    );
    renderAdmin({ language: 'en' });
    const filter = await screen.findByRole('button', { name: 'Awaiting approval (1)' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    const list = userList();
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    const row = within(list).getByRole('button', { name: /Pedro Ramírez/ });
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();

    await userEvent.click(row);
    expect(screen.getByText('Therapist application awaiting approval')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve therapist' }));
    // access is confirmed with what it means first; nothing is sent before Confirm
    expect(screen.getByText(/^Approve Pedro Ramírez as a therapist\? They will be able to sign in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(body).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(toastTexts('success')).toEqual(['Therapist approved. They can now sign in.']));
    expect(body).toEqual({ _id: APPLICANT_ID, approved: true });
    await waitFor(() => expect(screen.queryByText('Therapist application awaiting approval')).not.toBeInTheDocument());
    expect(users.calls()).toBe(2);
    expect(screen.getByRole('button', { name: 'Awaiting approval (0)' })).toBeInTheDocument();
    expect(screen.getByText('No therapists are awaiting approval.')).toBeInTheDocument();
  });

  it('does not offer Approve to approved users', async () => {
    serveUsers();
    renderAdmin({ language: 'en' });
    await chooseUser('Lucía Méndez');
    expect(screen.queryByRole('button', { name: 'Approve therapist' })).not.toBeInTheDocument();
    await chooseUser(applicantUser.firstName);
    expect(screen.getByRole('button', { name: 'Approve therapist' })).toBeInTheDocument();
  });

  it('shows Client Preferences only for clients and Therapist Preferences only for therapists', async () => {
    serveUsers();
    renderAdmin({ language: 'en' });
    await chooseUser('Mariana López');
    expect(screen.getByRole('tab', { name: 'User Credentials' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Client Preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Therapist Preferences' })).not.toBeInTheDocument();

    await chooseUser('Lucía Méndez');
    expect(screen.getByRole('tab', { name: 'Therapist Preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Client Preferences' })).not.toBeInTheDocument();

    await chooseUser('Sofía Ruiz');
    expect(screen.getByRole('tab', { name: 'User Credentials' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Client Preferences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Therapist Preferences' })).not.toBeInTheDocument();
  });

  it('resets the detail to User Credentials when another user is chosen', async () => {
    serveUsers([
      ...USERS,
      {
        ...USERS[0],
        id: '00000000-0000-4000-8000-000000000109',
        _id: '00000000-0000-4000-8000-000000000109',
        firstName: 'Jorge',
        lastName: 'Vega',
        email: 'jorge@example.com',
      },
    ]);
    server.use(http.get(apiPath('/api/clients/:id'), () => HttpResponse.json(clientProfile)));
    renderAdmin({ language: 'es' });
    await chooseUser('Mariana López');
    await userEvent.click(screen.getByRole('tab', { name: 'Preferencias de cliente' }));
    expect(screen.getByRole('tab', { name: 'Preferencias de cliente' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Género preferido del terapeuta')).toHaveValue('GENDER_FEMALE');

    await chooseUser('Jorge Vega');
    expect(screen.getByRole('tab', { name: 'Credenciales' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Preferencias de cliente' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('jorge@example.com', { selector: 'dd, dd *' })).toBeInTheDocument();
  });

  it('switches between view and edit mode, and choosing another user leaves edit mode', async () => {
    serveUsers();
    renderAdmin({ language: 'en' });
    await chooseUser('Mariana López');
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    expect(screen.getByText('+1 555 010 0000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Mariana');
    expect(screen.getByRole('checkbox', { name: 'Client' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Therapist' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await chooseUser('Lucía Méndez');
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it.each([
    [
      'es',
      'Editar',
      'Nombre',
      'Correo electrónico',
      'Nueva contraseña',
      'Confirma la nueva contraseña',
      'Actualizar',
      'Obligatorio',
      'correo electrónico no válido',
      'Debe coincidir con la contraseña inicial',
    ],
    [
      'en',
      'Edit',
      'First name',
      'Email',
      'New password',
      'Confirm new password',
      'Update',
      'Required',
      'invalid email address',
      'Must match initial password',
    ],
  ] as const)('validates the credentials in %s', async (language, edit, first, email, pwd, confirm, update, required, invalid, mismatch) => {
    serveUsers();
    renderAdmin({ language });
    await chooseUser('Mariana López');
    await userEvent.click(screen.getByRole('button', { name: edit }));
    const firstName = screen.getByLabelText(new RegExp(`^${first}`));
    await userEvent.clear(firstName);
    await userEvent.tab();
    expect(await screen.findByText(required)).toBeInTheDocument();

    const emailInput = screen.getByLabelText(new RegExp(`^${email}`));
    await userEvent.clear(emailInput);
    await userEvent.type(emailInput, 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText(invalid)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(pwd), 'nueva-clave-1');
    await userEvent.type(screen.getByLabelText(confirm), 'otra-clave-2');
    await userEvent.tab();
    expect(await screen.findByText(mismatch)).toBeInTheDocument();

    // Nothing is sent while the form is invalid (an unhandled PUT would fail the test), and the first error gets focus.
    await userEvent.click(screen.getByRole('button', { name: update }));
    await waitFor(() => expect(firstName).toHaveFocus());
  });

  it('updates the credentials: request body, success text, back to view mode, list refreshed', async () => {
    const updated = { ...USERS[0], email: 'mariana.lopez@example.com', roles: ['ROLE_CLIENT', 'ROLE_THERAPIST'] as AdminUser['roles'] };
    const users = serveUsers(USERS, [updated, ...USERS.slice(1)]);
    let body: unknown;
    server.use(
      http.put(apiPath('/api/admin/update-credentials'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(updated);
      }),
    );
    renderAdmin({ language: 'en' });
    await chooseUser('Mariana López');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'mariana.lopez@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Therapist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(toastTexts('success')).toEqual(['Successfully updated credentials.']));
    expect(body).toEqual({
      _id: CLIENT_ID,
      firstName: 'Mariana',
      lastName: 'López',
      email: 'mariana.lopez@example.com',
      phoneNumber: '+1 555 010 0000',
      roles: ['ROLE_CLIENT', 'ROLE_THERAPIST'],
    });
    await waitFor(() => expect(users.calls()).toBe(2));
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(await screen.findByText('mariana.lopez@example.com', { selector: 'dd, dd *' })).toBeInTheDocument();
    // The refreshed roles bring the therapist tab.
    expect(screen.getByRole('tab', { name: 'Therapist Preferences' })).toBeInTheDocument();
  });

  it('sends a new password only when one is given, with its confirmation', async () => {
    serveUsers();
    let body: Record<string, unknown> = {};
    server.use(
      http.put(apiPath('/api/admin/update-credentials'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(USERS[0]);
      }),
    );
    renderAdmin({ language: 'en' });
    await chooseUser('Mariana López');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('New password'), 'nueva-clave-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'nueva-clave-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(body.newPassword).toBe('nueva-clave-1'));
    expect(body.confirmNewPassword).toBe('nueva-clave-1');
  });

  it("keeps what was typed and shows 'Error: ' + the server message when the update fails", async () => {
    serveUsers();
    server.use(
      http.put(apiPath('/api/admin/update-credentials'), () =>
        HttpResponse.json({ message: 'An account with this email address already exists.' }, { status: 409 }),
      ),
    );
    renderAdmin({ language: 'en' });
    await chooseUser('Mariana López');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'lucia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Error: An account with this email address already exists.']));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('lucia@example.com');
    expect(toastTexts('success')).toEqual([]);
  });

  it('sends a password reset to the user and reports success or the server error', async () => {
    serveUsers();
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath('/api/forgot-password'), async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1 ? HttpResponse.json({ message: 'ok' }) : HttpResponse.json({ message: 'Too many attempts.' }, { status: 429 });
      }),
    );
    renderAdmin({ language: 'en' });
    await chooseUser('Mariana López');
    await userEvent.click(screen.getByRole('button', { name: 'Send Password Reset' }));
    expect(
      screen.getByText('Send mariana@example.com a link to create a new password? The current one keeps working until it is changed.'),
    ).toBeInTheDocument();
    // Back sends nothing
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send Password Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTexts('success')).toEqual(['A password reset link has been sent to the requested email address.']));
    expect(sent).toEqual([{ email: 'mariana@example.com' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Send Password Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Error: Too many attempts.']));
  });

  it("updates a client's preferences", async () => {
    serveUsers();
    let body: unknown;
    server.use(
      http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json(clientProfile)),
      http.put(apiPath('/api/admin/update-client'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...clientProfile });
      }),
    );
    renderAdmin({ language: 'en' });
    await chooseUser('Mariana López');
    await userEvent.click(screen.getByRole('tab', { name: 'Client Preferences' }));
    const gender = await screen.findByLabelText('Preferred therapist gender');
    await userEvent.selectOptions(gender, 'GENDER_NO_PREFERENCE');
    await userEvent.selectOptions(screen.getByLabelText('Experience with LGBTQ+ people'), 'true');
    await userEvent.selectOptions(screen.getByLabelText('Country of origin'), 'Peru');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(toastTexts('success')).toEqual(['Updated client preferences.']));
    expect(body).toEqual({
      _id: CLIENT_ID,
      therapistGender: 'GENDER_NO_PREFERENCE',
      therapistLGBTQ: true,
      therapistOrientation: true,
      therapistCountryOfOrigin: 'Peru',
      specialties: ['ANXIETY'],
    });
  });

  it('starts a client without preferences from the defaults and reports a failed update', async () => {
    serveUsers();
    server.use(
      http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
      http.put(apiPath('/api/admin/update-client'), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    );
    renderAdmin({ language: 'es' });
    await chooseUser('Mariana López');
    await userEvent.click(screen.getByRole('tab', { name: 'Preferencias de cliente' }));
    expect(await screen.findByLabelText('País de origen')).toHaveValue('United States of America');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Error: Not found.']));
  });

  it("updates a therapist's preferences, including specialties", async () => {
    serveUsers();
    let body: Record<string, unknown> = {};
    server.use(
      http.get(apiPath(`/api/users/${THERAPIST_ID}`), () => HttpResponse.json(therapistUserDetail)),
      http.put(apiPath('/api/admin/update-therapist'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(therapistProfile);
      }),
    );
    renderAdmin({ language: 'en' });
    await chooseUser('Lucía Méndez');
    await userEvent.click(screen.getByRole('tab', { name: 'Therapist Preferences' }));
    const about = await screen.findByLabelText('About me');
    // English page: the English about text is the one edited.
    expect(about).toHaveValue('I work with adults.');
    expect(screen.getByRole('checkbox', { name: 'Depression' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Anxiety' }));
    await userEvent.clear(screen.getByLabelText('Calendly username'));
    await userEvent.type(screen.getByLabelText('Calendly username'), 'lucia-new');
    await userEvent.clear(screen.getByLabelText('Years of experience'));
    await userEvent.type(screen.getByLabelText('Years of experience'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(toastTexts('success')).toEqual(['Updated therapist preferences.']));
    expect(body).toEqual({
      _id: THERAPIST_ID,
      calendly: 'lucia-new',
      facebook: '',
      linkedin: 'linkedin.com/in/lucia',
      therapistGender: 'GENDER_FEMALE',
      therapistLGBTQ: true,
      therapistOrientation: false,
      therapistCountryOfOrigin: 'Colombia',
      specialties: ['ANXIETY', 'DEPRESSION'],
      certifications: 'Licensed psychologist',
      about: 'I work with adults.',
      experience: 8,
    });
  });

  it("shows 'error while updating user' when a therapist update fails without a server answer", async () => {
    serveUsers();
    server.use(
      http.get(apiPath(`/api/users/${THERAPIST_ID}`), () => HttpResponse.json(therapistUserDetail)),
      http.put(apiPath('/api/admin/update-therapist'), () => HttpResponse.error()),
    );
    renderAdmin({ language: 'en' });
    await chooseUser('Lucía Méndez');
    await userEvent.click(screen.getByRole('tab', { name: 'Therapist Preferences' }));
    await screen.findByLabelText('About me');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['error while updating user']));
  });
});
