import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, apiPath } from '@aliento/testing';
import type { CancellationRequest } from '@aliento/contracts/admin';
import { USERS, cancellation, decisionAnswer, renderAdmin, toastTexts } from '../../../testing/admin-fixtures';
import { REQUESTS_PAGE } from './cancellation-requests';

const pending = cancellation({ _id: '00000000-0000-4000-8000-000000000401' });
const other = cancellation({
  _id: '00000000-0000-4000-8000-000000000402',
  client: { _id: '00000000-0000-4000-8000-000000000111', firstName: 'Tomás', lastName: 'Herrera', email: 'tomas@example.com' },
  therapist: { _id: '00000000-0000-4000-8000-000000000112', firstName: 'Elena', lastName: 'Castro', email: 'elena@example.com' },
});

/** Serves the requests; after a decision the next calls answer `after`, to prove the refetch. */
function serveRequests(first: CancellationRequest[], after?: CancellationRequest[]) {
  let calls = 0;
  server.use(
    http.get(apiPath('/api/admin/users'), () => HttpResponse.json(USERS)),
    http.get(apiPath('/api/admin/cancellation-requests'), () => {
      calls += 1;
      return HttpResponse.json(calls > 1 && after ? after : first);
    }),
  );
  return { calls: () => calls };
}

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
  return screen.findByRole('table');
}

function fullDate(iso: string, language: 'es' | 'en') {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

describe('Cancellation Requests', () => {
  it('lists client, therapist and the full date, and filters by either name', async () => {
    serveRequests([pending, other]);
    renderAdmin({ language: 'es' });
    const table = await openTab('Solicitudes de cancelación');
    expect(within(table).getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Terapeuta' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Fecha' })).toBeInTheDocument();
    const date = fullDate(pending.calendlyAppointment!.startTime, 'es');
    expect(date).toMatch(/^martes, 24 de noviembre de 2026/);
    expect(within(table).getAllByText(date)).toHaveLength(2);
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const filter = screen.getByRole('searchbox', { name: 'Filtrar solicitudes' });
    await userEvent.type(filter, 'elena');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Tomás Herrera')).toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'mariana');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Mariana López')).toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'zzz');
    expect(screen.getByText('No hay solicitudes que coincidan con el filtro.')).toBeInTheDocument();
  });

  it('shows a page of requests and "Ver N solicitudes más" adds the next (focus on its first Open); a filter starts again', async () => {
    const many = Array.from({ length: REQUESTS_PAGE + 3 }, (_, i) =>
      cancellation({
        _id: `00000000-0000-4000-8000-${String(900 + i).padStart(12, '0')}`,
        client: {
          _id: `00000000-0000-4000-8000-${String(1900 + i).padStart(12, '0')}`,
          firstName: `Cliente${i}`,
          lastName: 'Prueba',
          email: `c${i}@example.com`,
        },
      }),
    );
    serveRequests(many);
    renderAdmin({ language: 'es' });
    const table = await openTab('Solicitudes de cancelación');
    const rows = () => within(table).getAllByRole('row').length - 1; // less the header
    expect(rows()).toBe(REQUESTS_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Ver 3 solicitudes más' }));
    await waitFor(() => expect(rows()).toBe(many.length));
    expect(document.activeElement).toBe(within(table).getByRole('button', { name: new RegExp(`Cliente${REQUESTS_PAGE} Prueba`) }));
    expect(screen.queryByRole('button', { name: /solicitudes? más$/ })).not.toBeInTheDocument();

    // a filter finds a request past the first page, then clearing it shows one page again
    const filter = screen.getByRole('searchbox', { name: 'Filtrar solicitudes' });
    await userEvent.type(filter, `cliente${many.length - 1}`);
    await waitFor(() => expect(rows()).toBe(1));
    await userEvent.clear(filter);
    await waitFor(() => expect(rows()).toBe(REQUESTS_PAGE));
  });

  it('opens a request from the keyboard and refunds it: body, message, refetch, no second decision', async () => {
    const withReason = { ...pending, cancellationReason: 'Me surgió una cita médica' };
    const requests = serveRequests([withReason, other], [{ ...withReason, cancelled: true, refundStatus: 'REFUNDED' }, other]);
    let body: unknown;
    server.use(
      http.put(apiPath('/api/admin/refund'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(decisionAnswer(pending, 'REFUNDED'));
      }),
    );
    renderAdmin({ language: 'en' });
    await openTab('Cancellation Requests');
    const open = screen.getByRole('button', { name: 'View the request from Mariana López with Lucía Méndez' });
    open.focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancellation Request Date')).toBeInTheDocument();
    expect(within(dialog).getByText(fullDate(pending.requestCancellationDate!, 'en'))).toBeInTheDocument();
    expect(within(dialog).getByText('Mariana López')).toBeInTheDocument();
    expect(within(dialog).getByText('mariana@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Lucía Méndez')).toBeInTheDocument();
    expect(within(dialog).getByText('lucia@example.com')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: pending.jitsiLink as string })).toHaveAttribute('href', pending.jitsiLink);

    expect(within(dialog).getByText("Client's reason").nextElementSibling).toHaveTextContent('Me surgió una cita médica');
    expect(within(dialog).getByText('Session cancelled').nextElementSibling).toHaveTextContent('Not yet: still booked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept/Refund' }));
    // a decision about money is confirmed with its summary first: nothing is sent yet
    expect(within(dialog).getByText(/^Give Mariana López one session back for the appointment on /)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(body).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTexts('success')).toEqual(['Successfully refunded client.']));
    expect(body).toEqual({ appointmentId: pending.appointmentId, method: 'credit' });
    await waitFor(() => expect(requests.calls()).toBe(2));
    expect(await within(dialog).findByText('This request has already been decided.')).toBeInTheDocument();
    expect(within(dialog).getByText('Refunded')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept/Refund' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Decline Refund' })).not.toBeInTheDocument();
  });

  it('declines a refund with its message and refetches the list', async () => {
    const requests = serveRequests([pending], [{ ...pending, cancelled: true, refundStatus: 'DECLINED' }]);
    let body: unknown;
    server.use(
      http.put(apiPath('/api/admin/decline'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(decisionAnswer(pending, 'DECLINED'));
      }),
    );
    renderAdmin({ language: 'es' });
    const table = await openTab('Solicitudes de cancelación');
    await userEvent.click(within(table).getByText('Mariana López'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar reembolso' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toastTexts('success')).toEqual(['Reembolso rechazado con éxito.']));
    expect(body).toEqual({ appointmentId: pending.appointmentId });
    await waitFor(() => expect(requests.calls()).toBe(2));
    expect(await within(table).findByText('Reembolso rechazado')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aceptar y reembolsar' })).not.toBeInTheDocument();
  });

  it('sends nothing when the admin goes back from the summary', async () => {
    serveRequests([pending]);
    let sent = 0;
    server.use(http.put(apiPath('/api/admin/decline'), () => ((sent += 1), HttpResponse.json(decisionAnswer(pending, 'DECLINED')))));
    renderAdmin({ language: 'es' });
    const table = await openTab('Solicitudes de cancelación');
    await userEvent.click(within(table).getByText('Mariana López'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar reembolso' }));
    expect(within(dialog).getByText(/^¿Rechazar el reembolso de Mariana López\? La sesión del .+ no se devolverá\.$/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(within(dialog).getByRole('button', { name: 'Rechazar reembolso' })).toBeEnabled();
    expect(within(dialog).queryByText(/^¿Rechazar el reembolso/)).not.toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('shows the English decline message', async () => {
    serveRequests([pending], [{ ...pending, refundStatus: 'DECLINED' }]);
    server.use(http.put(apiPath('/api/admin/decline'), () => HttpResponse.json(decisionAnswer(pending, 'DECLINED'))));
    renderAdmin({ language: 'en' });
    const table = await openTab('Cancellation Requests');
    await userEvent.click(within(table).getByText('Mariana López'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline Refund' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTexts('success')).toEqual(['Successfully declined client.']));
  });

  it.each(['REFUNDED', 'DECLINED', 'AUTO_REFUNDED'] as const)('does not offer a decision on a %s request', async (status) => {
    serveRequests([{ ...pending, refundStatus: status, cancelled: true }]);
    renderAdmin({ language: 'en' });
    const table = await openTab('Cancellation Requests');
    await userEvent.click(within(table).getByText('Mariana López'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This request has already been decided.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept/Refund' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Decline Refund' })).not.toBeInTheDocument();
  });

  it('disables both decisions while one is pending', async () => {
    serveRequests([pending], [{ ...pending, refundStatus: 'REFUNDED' }]);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.put(apiPath('/api/admin/refund'), async () => {
        await gate;
        return HttpResponse.json(decisionAnswer(pending, 'REFUNDED'));
      }),
    );
    renderAdmin({ language: 'en' });
    const table = await openTab('Cancellation Requests');
    await userEvent.click(within(table).getByText('Mariana López'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept/Refund' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Decline Refund' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: /Accept\/Refund/ })).toBeDisabled();
    release();
    await waitFor(() => expect(toastTexts('success')).toEqual(['Successfully refunded client.']));
  });

  it("shows 'Error: ' + the server message when a decision fails, and refetches", async () => {
    const requests = serveRequests([pending]);
    server.use(
      http.put(apiPath('/api/admin/refund'), () => HttpResponse.json({ message: 'This conflicts with the current state.' }, { status: 409 })),
    );
    renderAdmin({ language: 'en' });
    const table = await openTab('Cancellation Requests');
    await userEvent.click(within(table).getByText('Mariana López'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept/Refund' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Error: This conflicts with the current state.']));
    expect(toastTexts('success')).toEqual([]);
    await waitFor(() => expect(requests.calls()).toBe(2));
  });

  it.each([
    ['en', 'Cancellation Requests', 'No Date Available. Please contact developer.'],
    ['es', 'Solicitudes de cancelación', 'No hay fecha disponible. Contacta al equipo de desarrollo.'],
  ] as const)('shows the fallback text when the request date is missing (%s)', async (language, tab, fallback) => {
    serveRequests([{ ...pending, requestCancellationDate: null }]);
    renderAdmin({ language });
    const table = await openTab(tab);
    await userEvent.click(within(table).getByText('Mariana López'));
    expect(within(await screen.findByRole('dialog')).getByText(fallback)).toBeInTheDocument();
  });

  it('shows an empty state when there are no requests', async () => {
    serveRequests([]);
    renderAdmin({ language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Cancellation Requests' }));
    expect(await screen.findByText('There are no cancellation requests.')).toBeInTheDocument();
  });

  it('states the refund policy and refunds to the card when the admin chooses it', async () => {
    serveRequests([pending], [{ ...pending, cancelled: true, refundStatus: 'CARD_REFUNDED' }]);
    const bodies: unknown[] = [];
    server.use(
      http.put(apiPath('/api/admin/refund'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(decisionAnswer(pending, 'CARD_REFUNDED'));
      }),
    );
    renderAdmin({ language: 'es' });
    await openTab('Solicitudes de cancelación');
    await userEvent.click(screen.getByRole('button', { name: 'Ver la solicitud de Mariana López con Lucía Méndez' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Política de reembolso')).toBeInTheDocument();
    expect(dialog.getByText(/Con 24 horas o más de aviso, el crédito vuelve solo/)).toHaveTextContent(
      'A la persona le llega un correo que dice qué pasó.',
    );
    const methods = dialog.getByRole('radiogroup', { name: 'Cómo reembolsar' });
    expect(within(methods).getByRole('radio', { name: /Devolver un crédito de sesión/ })).toBeChecked();
    await userEvent.click(within(methods).getByText('Reembolsar a la tarjeta'));
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar y reembolsar' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toastTexts('success')).toEqual(['Reembolsamos la sesión a la tarjeta de la persona.']));
    expect(bodies).toEqual([{ appointmentId: pending.appointmentId, method: 'card' }]);
    expect(await dialog.findByText('Reembolsada a la tarjeta')).toBeInTheDocument();
  });

  it("shows the server's reason when there is no card payment to refund", async () => {
    serveRequests([pending]);
    server.use(
      http.put(apiPath('/api/admin/refund'), () =>
        HttpResponse.json(
          {
            code: 'cardRefundUnavailable',
            message:
              'There is no card payment left to refund for this client (for example, the session used the free credit). Return a session credit instead.',
          },
          { status: 409 },
        ),
      ),
    );
    renderAdmin({ language: 'en' });
    await openTab('Cancellation Requests');
    await userEvent.click(screen.getByRole('button', { name: 'View the request from Mariana López with Lucía Méndez' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByText('Refund to the card'));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept/Refund' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTexts('error')).toEqual([expect.stringMatching(/^Error: There is no card payment left to refund/)]));
  });
});
