import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, server, http, HttpResponse, apiPath } from '@aliento/testing';
import { ToastArea } from '@aliento/ui/light';
import { RegistrationPage } from './registration-page';

// Whole-screen journeys type into many fields; give them room on a busy 2-core machine.

const CREATED = { message: 'ok', id: '00000000-0000-4000-8000-000000000009', roles: ['ROLE_CLIENT'], approved: true };

/** The sign-in page as the wizard reaches it: what it was told (the router state). */
function SigninStub() {
  const { state } = useLocation();
  return (
    <>
      <p>Sign-in page</p>
      <pre data-testid="signin-state">{JSON.stringify(state)}</pre>
    </>
  );
}

function renderRegistration(route = '/registration', language: 'es' | 'en' = 'en') {
  return renderWithProviders(
    <>
      <ToastArea />
      <Routes>
        <Route path="/registration" element={<RegistrationPage />} />
        <Route path="/signin" element={<SigninStub />} />
      </Routes>
    </>,
    { route, language },
  );
}

/** Captures the register call's body and X-Language header. */
function answerRegister(status = 201, answer: object = CREATED) {
  const seen: { body?: unknown; language?: string | null } = {};
  server.use(
    http.post(apiPath('/api/register'), async ({ request }) => {
      seen.body = await request.json();
      seen.language = request.headers.get('x-language');
      return HttpResponse.json(answer, { status });
    }),
  );
  return seen;
}

const progress = () => screen.getByRole('progressbar');
const group = (name: string | RegExp) => within(screen.getByRole('radiogroup', { name }));
const next = () => screen.getByRole('button', { name: /^(Next|Siguiente)$/ });
const done = () => screen.getByRole('button', { name: /^(Done|Listo)$/ });
const back = () => screen.getByRole('button', { name: /^(Back|Atrás)$/ });
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const secret = (name: RegExp) => screen.getByLabelText(name);

function expectProgress(percent: number, step: number, language: 'es' | 'en' = 'en') {
  expect(progress()).toHaveAttribute('aria-valuenow', String(percent));
  expect(screen.getByText(`${step}/3`)).toBeInTheDocument();
  expect(progress()).toHaveAccessibleName(language === 'en' ? `Step ${step} of 3` : `Paso ${step} de 3`);
}

async function fillAccount(language: 'es' | 'en' = 'en') {
  const en = language === 'en';
  await userEvent.type(box(en ? /^First name/ : /^Nombre/), 'Ana');
  await userEvent.type(box(en ? /^Last name/ : /^Apellido/), 'García');
  await userEvent.type(box(en ? /^Email/ : /^Correo electrónico/), 'ana@example.com');
  await userEvent.type(box(en ? /^Cell phone/ : /^Celular/), '+1 555 123 4567');
  await userEvent.type(secret(en ? /^Password/ : /^Contraseña/), 'secreto123');
  await userEvent.type(secret(en ? /^Confirm password/ : /^Confirma tu contraseña/), 'secreto123');
}

describe('/registration: role choice', () => {
  it('asks for the role first and shows no wizard until one is chosen (es)', () => {
    renderRegistration('/registration', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(group('¿Cómo quieres usar Aliento?').getByRole('radio', { name: 'Busco terapia' })).not.toBeChecked();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('preselects the provider role with ?admin', () => {
    renderRegistration('/registration?admin');
    expect(screen.getByRole('radio', { name: "I'm a therapist" })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Your account details' })).toBeInTheDocument();
    expectProgress(33, 1);
  });

  it('clears the collected data when the role changes', async () => {
    renderRegistration();
    await userEvent.click(screen.getByRole('radio', { name: "I'm looking for therapy" }));
    await userEvent.click(group(/type of therapy/).getByRole('radio', { name: 'For myself' }));
    await userEvent.click(group(/age range/).getByRole('radio', { name: '18 to 34' }));
    await userEvent.click(group(/hear about us/).getByRole('radio', { name: 'Google' }));
    await userEvent.click(next());
    await userEvent.type(box(/^First name/), 'Ana');
    await userEvent.click(screen.getByRole('radio', { name: "I'm a therapist" }));
    expectProgress(33, 1);
    expect(box(/^First name/)).toHaveValue('');
    await userEvent.click(screen.getByRole('radio', { name: "I'm looking for therapy" }));
    expect(group(/type of therapy/).getByRole('radio', { name: 'For myself' })).not.toBeChecked();
    expect(next()).toBeDisabled();
  });
});

describe('/registration: client wizard', () => {
  it('walks the three phases with their enabling rules and progress, then registers (en)', async () => {
    const seen = answerRegister();
    renderRegistration();
    await userEvent.click(screen.getByRole('radio', { name: "I'm looking for therapy" }));
    expectProgress(33, 1);
    expect(next()).toBeDisabled();
    await userEvent.click(group(/type of therapy/).getByRole('radio', { name: 'For my partner and me' }));
    await userEvent.click(group(/age range/).getByRole('radio', { name: '35 to 55' }));
    expect(next()).toBeDisabled();
    // what is still missing is said beside the disabled button
    expect(next()).toHaveAccessibleDescription('Still to answer: How did you hear about us?');
    await userEvent.click(group(/hear about us/).getByRole('radio', { name: 'Word of mouth' }));
    expect(next()).toBeEnabled();
    expect(screen.queryByText(/^Still to answer/)).not.toBeInTheDocument();
    await userEvent.click(next());

    expectProgress(66, 2);
    expect(screen.getByRole('heading', { name: 'Your account details' })).toHaveFocus();
    expect(box(/^First name/)).toHaveAttribute('autocomplete', 'given-name');
    expect(box(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(box(/^Cell phone/)).toHaveAttribute('autocomplete', 'tel');
    expect(secret(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    // the rule is shown before it is broken
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
    await fillAccount();
    await userEvent.click(next());

    expectProgress(100, 3);
    expect(screen.getByRole('combobox', { name: /country of origin/ })).toHaveValue('United States of America');
    expect(done()).toBeDisabled();
    await userEvent.click(group(/male or female/).getByRole('radio', { name: 'No preference' }));
    await userEvent.click(group(/LGBTQ/).getByRole('radio', { name: 'Yes' }));
    expect(done()).toBeDisabled();
    await userEvent.click(group(/spiritual orientation/).getByRole('radio', { name: 'Non-believer' }));
    expect(done()).toBeEnabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /country of origin/ }), 'Mexico');
    await userEvent.click(done());

    expect(await screen.findByText('successfully created account')).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(seen.language).toBe('en');
    expect(seen.body).toEqual({
      role: 'client',
      therapyType: 'THERAPY_FOR_COUPLES',
      age: 'AGE_35_55',
      referral: 'REFERRAL_WORD_OF_MOUTH',
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana@example.com',
      phoneNumber: '+1 555 123 4567',
      password: 'secreto123',
      confirmPassword: 'secreto123',
      therapistGender: 'GENDER_NO_PREFERENCE',
      therapistLGBTQ: true,
      therapistOrientation: false,
      therapistCountryOfOrigin: 'Mexico',
    });
  });

  it('goes back one step keeping what was chosen', async () => {
    renderRegistration();
    await userEvent.click(screen.getByRole('radio', { name: "I'm looking for therapy" }));
    await userEvent.click(group(/type of therapy/).getByRole('radio', { name: 'For myself' }));
    await userEvent.click(group(/age range/).getByRole('radio', { name: '65 and over' }));
    await userEvent.click(group(/hear about us/).getByRole('radio', { name: 'Other' }));
    await userEvent.click(next());
    await userEvent.type(box(/^First name/), 'Ana');
    await userEvent.click(back());
    expectProgress(33, 1);
    expect(group(/age range/).getByRole('radio', { name: '65 and over' })).toBeChecked();
    await userEvent.click(next());
    expect(box(/^First name/)).toHaveValue('Ana');
  });

  it.each([
    ['es', 'Obligatorio', 'correo electrónico no válido', 'debe coincidir con la contraseña inicial', 'Solo la usaremos para avisarte de tus citas.'],
    ['en', 'Required', 'invalid email address', 'must match initial password', 'We will only use it to remind you of your appointments.'],
  ] as const)(
    'validates the account step after touch, with the phone hint while there is no error (%s)',
    async (language, required, invalidEmail, mustMatch, hint) => {
      const en = language === 'en';
      renderRegistration('/registration?admin', language);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText(hint)).toBeInTheDocument();
      const phone = box(en ? /^Cell phone/ : /^Celular/);
      await userEvent.click(phone);
      await userEvent.tab();
      expect(await screen.findByText(required)).toHaveAttribute('role', 'alert');
      expect(screen.queryByText(hint)).not.toBeInTheDocument();
      await userEvent.type(box(en ? /^Email/ : /^Correo electrónico/), 'ana@example');
      await userEvent.tab();
      expect(await screen.findByText(invalidEmail)).toBeInTheDocument();
      await userEvent.type(secret(en ? /^Password/ : /^Contraseña/), 'secreto123');
      await userEvent.type(secret(en ? /^Confirm password/ : /^Confirma tu contraseña/), 'secreto124');
      await userEvent.tab();
      expect(await screen.findByText(mustMatch)).toBeInTheDocument();
      // Next validates everything and moves focus to the first field in error.
      await userEvent.click(next());
      expect(box(en ? /^First name/ : /^Nombre/)).toHaveFocus();
      expectProgress(33, 1, language);
    },
  );
});

describe('/registration: provider wizard', () => {
  it('collects account, practice and contact details and registers (es)', async () => {
    const seen = answerRegister(201, { ...CREATED, roles: ['ROLE_THERAPIST'], approved: false });
    renderRegistration('/registration', 'es');
    await userEvent.click(screen.getByRole('radio', { name: 'Soy terapeuta' }));
    expectProgress(33, 1, 'es');
    await fillAccount('es');
    await userEvent.click(next());

    expectProgress(66, 2, 'es');
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);
    await userEvent.click(group('Tu género').getByRole('radio', { name: 'Mujer' }));
    await userEvent.click(group('Tu orientación espiritual').getByRole('radio', { name: 'Creyente' }));
    await userEvent.click(group(/LGBTQ/).getByRole('radio', { name: 'Sí' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Depresión' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ansiedad' }));
    await userEvent.type(box(/^Certificaciones/), 'Licenciada en Psicología');
    await userEvent.click(next());

    expectProgress(100, 3, 'es');
    await userEvent.click(done());
    expect(await screen.findByText('Obligatorio')).toBeInTheDocument();
    expect(box(/^WhatsApp/)).toHaveFocus();
    await userEvent.type(box(/^WhatsApp/), '+52 55 1234 5678');
    await userEvent.type(box(/^Instagram/), '@lucia.terapia');
    await userEvent.click(done());

    expect(await screen.findByText('Creamos tu cuenta con éxito')).toBeInTheDocument();
    // the sign-in page is told that an approval step follows, and which e-mail to fill in
    expect(JSON.parse((await screen.findByTestId('signin-state')).textContent ?? 'null')).toEqual({
      message:
        'Creamos tu cuenta. Antes de que atiendas a personas, nuestro equipo revisa tu perfil; te escribiremos a ana@example.com en cuanto lo aprobemos y entonces podrás iniciar sesión.',
      email: 'ana@example.com',
    });
    expect(seen.language).toBe('es');
    expect(seen.body).toEqual({
      role: 'provider',
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana@example.com',
      phoneNumber: '+1 555 123 4567',
      password: 'secreto123',
      confirmPassword: 'secreto123',
      gender: 'GENDER_FEMALE',
      orientation: true,
      LGBTQ: true,
      therapistCountryOfOrigin: 'United States of America',
      selectedSpecialties: ['ANXIETY', 'DEPRESSION'],
      certifications: 'Licenciada en Psicología',
      whatsapp: '+52 55 1234 5678',
      facebook: '',
      instagram: '@lucia.terapia',
      twitter: '',
      linkedin: '',
    });
  });

  it('keeps the data and names the fields the server rejected when registration fails (en)', async () => {
    answerRegister(409, {
      message: 'An account with this email address already exists.',
      fields: { email: 'An account with this email address already exists.' },
    });
    renderRegistration('/registration?admin');
    await fillAccount();
    await userEvent.click(next());
    await userEvent.click(next());
    await userEvent.type(box(/^WhatsApp/), '+52 55 1234 5678');
    await userEvent.click(done());

    expect(await screen.findByText('error while creating user account')).toBeInTheDocument();
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
    expect(screen.getByText(/^Email: An account with this email address already exists\./)).toBeInTheDocument();
    expect(box(/^WhatsApp/)).toHaveValue('+52 55 1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Go to step 1' }));
    expectProgress(33, 1);
    expect(box(/^Email/)).toHaveValue('ana@example.com');
  });
});
