import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, apiPath } from '@aliento/testing';
import { AUDIT_ACTIONS, type AuditEntry, type AuditHistoryResponse } from '@aliento/contracts/audit';
import { ADMIN_ID, CLIENT_ID, USERS, renderAdmin } from '../../../testing/admin-fixtures';
import { keyPaths } from '@aliento/i18n';
import { es, en } from '../history-i18n';

const admin = { id: ADMIN_ID, role: 'ROLE_ADMIN', firstName: 'Sofía', lastName: 'Ruiz' };
const mariana = { id: CLIENT_ID, firstName: 'Mariana', lastName: 'López' };

function entry(id: number, over: Partial<AuditEntry>): AuditEntry {
  return {
    id: String(id),
    occurredAt: '2026-11-24T18:05:00.000Z',
    action: 'profile.updated',
    actor: admin,
    subject: mariana,
    resource: null,
    changes: null,
    details: null,
    ...over,
  };
}

const FIRST_PAGE: AuditHistoryResponse = {
  entries: [
    entry(9, { action: 'role.changed', changes: { roles: { before: ['ROLE_CLIENT'], after: ['ROLE_ADMIN', 'ROLE_CLIENT'] } } }),
    entry(8, {
      action: 'credentials.updated',
      changes: { email: { before: 'mariana@example.com', after: 'mari@example.com' }, password: { redacted: true } },
    }),
    entry(7, {
      action: 'payment.credited',
      actor: { ...mariana, role: 'ROLE_CLIENT' },
      resource: { type: 'payment_intent', id: 'pi_local_1' },
      changes: { credits: { before: 1, after: 5 } },
      details: { plan: 'PLAN_FOUR', credits: 4, amount: 18000, currency: 'usd', provider: 'local' },
    }),
    entry(6, {
      action: 'refund.policy',
      actor: { id: null, role: 'SYSTEM', firstName: null, lastName: null },
      details: { noticeHours: 24, creditsReturned: 1 },
    }),
  ],
  nextCursor: '6',
};
const SECOND_PAGE: AuditHistoryResponse = {
  entries: [entry(2, { action: 'password.reset_sent', actor: { id: null, role: 'ANONYMOUS', firstName: null, lastName: null } })],
  nextCursor: null,
};

/** Serves the users and Mariana's history (two pages); records the `before` cursor of each history call. */
function serve(history = true) {
  const cursors: Array<string | null> = [];
  server.use(
    http.get(apiPath('/api/admin/users'), () => HttpResponse.json(USERS)),
    http.get(apiPath('/api/clients/:id'), () => new HttpResponse(null, { status: 404 })),
    http.get(apiPath(`/api/admin/users/${CLIENT_ID}/history`), ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      cursors.push(before);
      if (!history) return HttpResponse.json({ message: 'boom', code: 'internalError' }, { status: 500 });
      return HttpResponse.json(before === '6' ? SECOND_PAGE : FIRST_PAGE);
    }),
  );
  return cursors;
}

async function openHistory(tabName: string) {
  const list = await screen.findByRole('list', { name: /usuarios|users/i });
  await userEvent.click(within(list).getByRole('button', { name: /Mariana López/ }));
  await userEvent.click(screen.getByRole('tab', { name: tabName }));
}

describe('History tab of a user', () => {
  it('has the same texts in Spanish and English, and a label for every action the API records', () => {
    expect(keyPaths(en)).toEqual(keyPaths(es));
    const labelled = keyPaths(es.history.actions);
    expect(AUDIT_ACTIONS.filter((a) => !labelled.includes(a))).toEqual([]);
  });

  it('shows what happened, who did it, when, and what changed, in Spanish', async () => {
    serve();
    renderAdmin({ language: 'es' });
    await openHistory('Historial');
    const history = await screen.findByRole('list', { name: 'Historial de Mariana López' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Cambio de roles',
      'Credenciales modificadas',
      'Pago acreditado',
      'Crédito devuelto por la política de 24 horas',
    ]);
    expect(items[0]).toHaveTextContent('Por Sofía Ruiz · Admin');
    expect(items[0]).toHaveTextContent('RolesCliente → cambia a Admin, Cliente');
    const date = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-24T18:05:00.000Z'));
    expect(within(items[0]).getByText(date)).toHaveAttribute('datetime', '2026-11-24T18:05:00.000Z');
    expect(items[1]).toHaveTextContent('Contraseñacambiada (no se muestra)');
    expect(items[1]).toHaveTextContent('mariana@example.com → cambia a mari@example.com');
    expect(items[2]).toHaveTextContent('Por Mariana López · Cliente');
    expect(items[2]).toHaveTextContent('PlanPaquete de 4 sesiones');
    expect(items[2]).toHaveTextContent(
      `Monto${new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(180).replace(/\u00a0/g, ' ')}`,
    );
    expect(items[2]).toHaveTextContent('Procesador de pagoProcesador de pruebas');
    expect(items[3]).toHaveTextContent('Por el sistema');
    expect(items[3]).toHaveTextContent('Aviso exigido24 horas');
  });

  it('loads older entries on request until the last page, in English', async () => {
    const cursors = serve();
    renderAdmin({ language: 'en' });
    await openHistory('History');
    const history = await screen.findByRole('list', { name: "Mariana López's history" });
    expect(within(history).getAllByRole('listitem')).toHaveLength(4);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Roles changed');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(5));
    const oldest = within(history).getAllByRole('listitem')[4];
    expect(within(oldest).getByRole('heading')).toHaveTextContent('Password reset link sent');
    expect(oldest).toHaveTextContent('By someone who was not signed in');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, '6']);
  });

  it('says so when the history cannot be loaded, and retries', async () => {
    serve(false);
    renderAdmin({ language: 'es' });
    await openHistory('Historial');
    expect(await screen.findByText('No pudimos cargar el historial.')).toBeInTheDocument();
    serve(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Historial de Mariana López' })).toBeInTheDocument();
  });
});
