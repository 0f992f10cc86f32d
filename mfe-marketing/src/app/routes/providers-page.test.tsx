import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@aliento/core';
import { server, http, HttpResponse, apiPath } from '@aliento/testing';
import { label, renderApp } from '../../testing/render-app';

// Typing through a long form is slow on a shared machine; load the lazy page once up front.
beforeAll(() => import('./providers-page'));

const toasts = () => toastStore.getState().items;

async function openForm(language: 'es' | 'en') {
  renderApp('/providers', language);
  await screen.findByRole('heading', { name: language === 'es' ? 'Solicitud para terapeutas' : 'Provider application' }, { timeout: 5000 });
}

const field = (text: string) => screen.getByLabelText(label(text));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Ana');
  await user.type(field('Last name'), 'Pérez');
  await user.type(field('Email'), 'ana@example.com');
  await user.type(field('Confirm email'), 'ana@example.com');
  await user.type(field('Phone number'), '+1 713 555 0100');
  await user.type(field('WhatsApp number'), '+1 713 555 0101');
  await user.selectOptions(field('Gender'), 'Female');
  await user.clear(field('Years of experience'));
  await user.type(field('Years of experience'), '7');
  await user.type(field('Area of specialty'), 'Anxiety and grief');
  await user.type(field('Certifications and licenses'), 'LMFT');
  await user.click(screen.getByRole('checkbox', { name: 'Couples' }));
  await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
}

describe('provider intake form', () => {
  it('starts with the spec defaults and shows no error before a field is touched', async () => {
    await openForm('en');
    expect(field('Nationality')).toHaveValue('United States of America');
    expect(field('Years of experience')).toHaveValue(3);
    expect(field('Years of experience')).toHaveAttribute('min', '3');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('shows every required message in English on submit and focuses the first field', async () => {
    const user = userEvent.setup({ delay: null });
    await openForm('en');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findAllByText('Required')).toHaveLength(6);
    expect(screen.getByText('please enter information regarding area of specialty')).toBeInTheDocument();
    expect(screen.getByText('please enter certifications or write "none"')).toBeInTheDocument();
    expect(screen.getByText('must accept terms of use and privacy policy')).toBeInTheDocument();
    expect(screen.getByText('please make a selection')).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
  });

  it('checks email, confirmation and years of experience in English after touch', async () => {
    const user = userEvent.setup({ delay: null });
    await openForm('en');
    await user.type(field('Email'), 'ana@');
    await user.tab();
    expect(await screen.findByText('invalid email address')).toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ana@example.com');
    await user.type(field('Confirm email'), 'otra@example.com');
    await user.tab();
    expect(await screen.findByText('email addresses do not match')).toBeInTheDocument();
    await user.clear(field('Years of experience'));
    await user.type(field('Years of experience'), '2');
    await user.tab();
    expect(await screen.findByText('must have at least 3 years of experience')).toBeInTheDocument();
    await user.clear(field('Years of experience'));
    await user.tab();
    expect(await screen.findByText('must provide years of experience')).toBeInTheDocument();
  });

  it('shows the messages in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    await openForm('es');
    await user.type(field('Correo electrónico'), 'ana@example.com');
    await user.type(field('Confirma tu correo electrónico'), 'nope');
    await user.tab();
    expect(await screen.findByText('correo electrónico no válido')).toBeInTheDocument();
    await user.clear(field('Años de experiencia'));
    await user.type(field('Años de experiencia'), '1');
    await user.tab();
    expect(await screen.findByText('debes tener al menos 3 años de experiencia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('cuéntanos sobre tu área de especialidad')).toBeInTheDocument();
    expect(screen.getByText('escribe tus certificaciones o "ninguna"')).toBeInTheDocument();
    expect(screen.getByText('debes aceptar los términos de uso y la política de privacidad')).toBeInTheDocument();
    expect(screen.getAllByText('Obligatorio').length).toBeGreaterThanOrEqual(4);
  });

  it('sends the application and confirms it in place of the form, saying what happens next', async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown = null;
    server.use(
      http.post(apiPath('/api/intake'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'successfully sent provider intake information' }, { status: 201 });
      }),
    );
    await openForm('en');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const received = await screen.findByRole('status');
    expect(within(received).getByRole('heading', { name: 'We received your application, Ana' })).toBeInTheDocument();
    expect(received).toHaveTextContent('write to you at ana@example.com within 24 business hours');
    expect(received).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(body).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      confirmEmail: 'ana@example.com',
      phoneNumber: '+1 713 555 0100',
      whatsAppNumber: '+1 713 555 0101',
      nationality: 'United States of America',
      gender: 'Female',
      yearsOfExperience: 7,
      areaOfSpecialty: 'Anxiety and grief',
      certifications: 'LMFT',
      consent: true,
      individuals: false,
      couples: true,
      groups: false,
    });
    await user.click(within(received).getByRole('button', { name: 'Send another application' }));
    expect(field('First name')).toHaveValue('');
    expect(field('Years of experience')).toHaveValue(3);
    expect(screen.getByRole('checkbox', { name: /I am over 18/ })).not.toBeChecked();
  });

  it('shows "Error: " and the server message on failure and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.post(apiPath('/api/intake'), () => HttpResponse.json({ message: 'Demasiados intentos.' }, { status: 429 })));
    await openForm('es');
    await user.type(field('Nombre'), 'Ana');
    await user.type(field('Apellido'), 'Pérez');
    await user.type(field('Correo electrónico'), 'ana@example.com');
    await user.type(field('Confirma tu correo electrónico'), 'ANA@example.com');
    await user.type(field('Teléfono'), '+52 55 1234 5678');
    await user.type(field('Número de WhatsApp'), '+52 55 1234 5678');
    await user.selectOptions(field('Género'), 'No');
    await user.type(field('Área de especialidad'), 'Duelo');
    await user.type(field('Certificaciones y licencias'), 'ninguna');
    await user.click(screen.getByRole('checkbox', { name: /Tengo más de 18 años/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(toasts()).toEqual([expect.objectContaining({ kind: 'error', text: 'Error: Demasiados intentos.' })]));
    expect(field('Nombre')).toHaveValue('Ana');
  });
});
