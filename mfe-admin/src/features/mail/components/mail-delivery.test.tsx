import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, apiPath } from '@aliento/testing';
import type { MailDeliveryItem, MailDeliveryResponse } from '@aliento/contracts/mail-delivery';
import { USERS, renderAdmin, toastTexts } from '../../../testing/admin-fixtures';

const failed: MailDeliveryItem = {
  _id: '00000000-0000-4000-8000-000000000501',
  to: 'mariana@example.com',
  subject: 'Restablece tu contraseña de Aliento',
  kind: 'password-reset',
  status: 'failed',
  attempts: 31,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastAttemptAt: '2026-11-22T10:00:00.000Z',
  nextAttemptAt: null,
  sentAt: null,
};
const retrying: MailDeliveryItem = {
  ...failed,
  _id: '00000000-0000-4000-8000-000000000502',
  to: 'lucia@example.com',
  subject: 'Sesión agendada: martes, 24 de noviembre de 2026',
  kind: 'appointment.booking',
  status: 'pending',
  attempts: 4,
  lastError: '421 Service not available',
  nextAttemptAt: '2026-11-22T10:30:00.000Z',
};

function serveMail(first: MailDeliveryResponse, after?: MailDeliveryResponse) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/api/admin/users'), () => HttpResponse.json(USERS)),
    http.get(apiPath('/api/admin/mail'), ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json(calls.length > 1 && after ? after : first);
    }),
  );
  return calls;
}

const summary = (over: Partial<MailDeliveryResponse['summary']> = {}) => ({ smtp: true, failed: 1, retrying: 1, longRetrying: 1, ...over });

describe('Mail delivery (admin)', () => {
  it('shows how mail is doing and each mail in trouble, without its content (es)', async () => {
    const calls = serveMail({ summary: summary(), mails: [failed, retrying] });
    renderAdmin({ language: 'es' });
    await userEvent.click(screen.getByRole('tab', { name: 'Envío de correos' }));
    expect(await screen.findByText('1 correo falló y no se volverá a intentar solo. Revísalo y reenvíalo.')).toBeInTheDocument();
    expect(screen.getByText('1 correo lleva un buen rato sin poder enviarse: el servidor de correo podría estar caído.')).toBeInTheDocument();
    expect(calls[0].get('status')).toBe('problems');
    const list = screen.getByRole('list', { name: 'Correos' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Restablece tu contraseña de Aliento' })).toBeInTheDocument();
    expect(first.getByText('Fallido')).toBeInTheDocument();
    expect(first.getByText('mariana@example.com')).toBeInTheDocument();
    expect(first.getByText('Restablecer contraseña')).toBeInTheDocument();
    expect(first.getByText('31')).toBeInTheDocument();
    expect(first.getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
    const second = within(cards[1]);
    expect(second.getByText('Reintentando')).toBeInTheDocument();
    expect(second.getByText('Cita agendada')).toBeInTheDocument();
    expect(second.getByText('Próximo intento')).toBeInTheDocument();
  });

  it('sends a failed mail again and shows the new state (en)', async () => {
    let resent: string | null = null;
    serveMail(
      { summary: summary({ longRetrying: 0, retrying: 0 }), mails: [failed] },
      { summary: summary({ failed: 0, longRetrying: 0, retrying: 0 }), mails: [] },
    );
    server.use(
      http.post(apiPath(`/api/admin/mail/${failed._id}/resend`), () => {
        resent = failed._id;
        return HttpResponse.json({ ...failed, status: 'pending', nextAttemptAt: '2026-11-22T11:00:00.000Z' });
      }),
    );
    renderAdmin({ language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Mail delivery' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send “Restablece tu contraseña de Aliento” to mariana@example.com again now' }));
    await waitFor(() => expect(resent).toBe(failed._id));
    expect(toastTexts('success')).toContain("We'll send it to mariana@example.com again in a few seconds.");
    expect(await screen.findByText('Mail is working normally: no failed mails and none waiting for another try.')).toBeInTheDocument();
    expect(screen.getByText('No mails with problems.')).toBeInTheDocument();
  });

  it("shows the server's answer when a mail cannot be sent again", async () => {
    serveMail({ summary: summary({ failed: 0, longRetrying: 0 }), mails: [retrying] });
    server.use(
      http.post(apiPath(`/api/admin/mail/${retrying._id}/resend`), () => HttpResponse.json({ message: 'Este correo ya se envió.' }, { status: 409 })),
    );
    renderAdmin({ language: 'es' });
    await userEvent.click(screen.getByRole('tab', { name: 'Envío de correos' }));
    expect(await screen.findByText('1 correo espera un nuevo intento.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Reenviar ahora/ }));
    await waitFor(() => expect(toastTexts('error')).toContain('Error: Este correo ya se envió.'));
  });

  it('says when the server has no SMTP, and then offers no resend', async () => {
    serveMail({ summary: summary({ smtp: false, failed: 0, retrying: 0, longRetrying: 0 }), mails: [{ ...retrying, lastError: null }] });
    renderAdmin({ language: 'es' });
    await userEvent.click(screen.getByRole('tab', { name: 'Envío de correos' }));
    expect(await screen.findByText('Este servidor no tiene SMTP configurado: los correos se guardan pero no se envían.')).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Correos' })).getByRole('listitem');
    expect(within(card).getByText('En cola')).toBeInTheDocument();
    expect(within(card).queryByText('Próximo intento')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists every recent mail when asked', async () => {
    const calls = serveMail({ summary: summary({ failed: 0, longRetrying: 0, retrying: 0 }), mails: [] });
    renderAdmin({ language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Mail delivery' }));
    await screen.findByText('No mails with problems.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    expect(await screen.findByText('No mails yet.')).toBeInTheDocument();
    expect(calls.at(-1)?.get('status')).toBe('all');
  });
});
