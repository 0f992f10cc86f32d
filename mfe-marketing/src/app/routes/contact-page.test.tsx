import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@aliento/core';
import { server, http, HttpResponse, apiPath } from '@aliento/testing';
import { label, renderApp } from '../../testing/render-app';

beforeAll(() => import('./contact-page'));

const toasts = () => toastStore.getState().items;
const field = (text: string) => screen.getByLabelText(label(text));

async function openPage(language: 'es' | 'en') {
  renderApp('/contact', language);
  await screen.findByRole(
    'heading',
    { level: 1, name: language === 'es' ? 'Estamos aquí para escucharte' : 'We are here to listen' },
    { timeout: 5000 },
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Rosa');
  await user.type(field('Last name'), 'Díaz');
  await user.type(field('Email'), 'rosa@example.com');
  await user.type(field('Confirm email'), 'rosa@example.com');
  await user.type(field('How can we help you?'), '¿Atienden parejas los sábados?');
}

describe('contact page', () => {
  it('has a 200 px text area and shows no errors before a field is touched', async () => {
    await openPage('en');
    expect(field('How can we help you?').tagName).toBe('TEXTAREA');
    expect(getComputedStyle(field('How can we help you?')).minHeight).toBe('200px');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('validates in English with the spec messages', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('en');
    await user.type(field('Email'), 'rosa');
    await user.tab();
    expect(await screen.findByText('invalid email address')).toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'rosa@example.com');
    await user.type(field('Confirm email'), 'rosa@example.org');
    await user.tab();
    expect(await screen.findByText('email addresses do not match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('please enter information regarding inquiry')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('es');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('cuéntanos en qué podemos ayudarte')).toBeInTheDocument();
    expect(screen.getAllByText('Obligatorio')).toHaveLength(4);
    await user.type(field('Correo electrónico'), 'rosa@');
    await user.tab();
    expect(await screen.findByText('correo electrónico no válido')).toBeInTheDocument();
  });

  it('sends firstName, lastName, email and info (not confirmEmail), disables Submit meanwhile, thanks the person in place of the form', async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown = null;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    server.use(
      http.post(apiPath('/api/contact'), async ({ request }) => {
        body = await request.json();
        await gate;
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    await openPage('en');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    release();
    const thanks = await screen.findByRole('status');
    expect(within(thanks).getByRole('heading', { name: 'Thank you for your message, Rosa' })).toBeInTheDocument();
    expect(thanks).toHaveTextContent('We received it and will reply to rosa@example.com within 24 business hours.');
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(body).toEqual({ firstName: 'Rosa', lastName: 'Díaz', email: 'rosa@example.com', info: '¿Atienden parejas los sábados?' });
    // another message starts from an empty form
    await user.click(within(thanks).getByRole('button', { name: 'Send another message' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(field('First name')).toHaveValue('');
    expect(field('How can we help you?')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('toasts "Error: " and the server message on failure and keeps the message', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.post(apiPath('/api/contact'), () => HttpResponse.json({ message: 'Some fields are invalid.' }, { status: 400 })));
    await openPage('en');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts()).toEqual([expect.objectContaining({ kind: 'error', text: 'Error: Some fields are invalid.' })]));
    expect(field('How can we help you?')).toHaveValue('¿Atienden parejas los sábados?');
  });
});
