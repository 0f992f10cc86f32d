import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, apiPath } from '@aliento/testing';
import type { PaymentAdjustment } from '@aliento/contracts/admin-payments';
import { USERS, renderAdmin } from '../../../testing/admin-fixtures';
import { PAYMENTS_PAGE } from './payment-adjustments';

const adjustment = (overrides: Partial<PaymentAdjustment>): PaymentAdjustment => ({
  _id: '1',
  reason: 'refund',
  paymentIntentId: 'pi_1',
  plan: 'PLAN_FOUR',
  amount: 18000,
  reversedAmount: 18000,
  currency: 'usd',
  client: { _id: '00000000-0000-4000-8000-000000000101', firstName: 'Mariana', lastName: 'López', email: 'mariana@example.com' },
  creditsTaken: 1,
  creditsShort: 3,
  flagged: true,
  createdAt: '2026-11-24T15:00:00.000Z',
  ...overrides,
});

function serve(list: PaymentAdjustment[]) {
  server.use(
    http.get(apiPath('/api/admin/users'), () => HttpResponse.json(USERS)),
    http.get(apiPath('/api/admin/payment-adjustments'), () => HttpResponse.json(list)),
  );
}

describe('Returned payments', () => {
  it('lists refunds and disputes, and flags the sessions that could not be taken back (es)', async () => {
    serve([
      adjustment({}),
      adjustment({
        _id: '2',
        reason: 'dispute',
        paymentIntentId: 'pi_2',
        plan: 'PLAN_ONE',
        amount: 5000,
        reversedAmount: 5000,
        creditsTaken: 1,
        creditsShort: 0,
        flagged: false,
        client: { _id: '00000000-0000-4000-8000-000000000111', firstName: 'Tomás', lastName: 'Herrera', email: 'tomas@example.com' },
      }),
    ]);
    renderAdmin({ language: 'es' });
    await userEvent.click(screen.getByRole('tab', { name: 'Pagos devueltos' }));
    const table = await screen.findByRole('table', { name: 'Pagos devueltos y disputas' });
    expect(screen.getByText('1 pago necesita revisión: la persona ya había usado sesiones que ese dinero pagó.')).toBeInTheDocument();
    const [, flagged, dispute] = within(table).getAllByRole('row');
    expect(within(flagged).getByText('Mariana López')).toBeInTheDocument();
    expect(within(flagged).getByText('Reembolso')).toBeInTheDocument();
    expect(within(flagged).getByText('Revisar: 3 sesiones ya usadas')).toBeInTheDocument();
    expect(flagged).toHaveTextContent(/180,00\sUS\$ de 180,00\sUS\$/);
    expect(within(dispute).getByText('Disputa')).toBeInTheDocument();
    expect(within(dispute).getByText('Completo')).toBeInTheDocument();
  });

  it('shows a page of payments, "Ver N pagos más" adds the next (focus on its first row); "Solo por revisar" lists the flagged ones', async () => {
    const many = Array.from({ length: PAYMENTS_PAGE + 3 }, (_, i) =>
      adjustment({
        _id: String(i),
        paymentIntentId: `pi_${i}`,
        // the last one is old and flagged: beyond the first page
        flagged: i === PAYMENTS_PAGE + 2,
        creditsShort: i === PAYMENTS_PAGE + 2 ? 2 : 0,
        client: {
          _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          firstName: `Cliente${i}`,
          lastName: 'Prueba',
          email: `c${i}@example.com`,
        },
      }),
    );
    serve(many);
    renderAdmin({ language: 'es' });
    await userEvent.click(screen.getByRole('tab', { name: 'Pagos devueltos' }));
    const table = await screen.findByRole('table', { name: 'Pagos devueltos y disputas' });
    const rows = () => within(table).getAllByRole('row').length - 1;
    expect(rows()).toBe(PAYMENTS_PAGE);
    expect(screen.getByText(`${PAYMENTS_PAGE + 3} pagos devueltos`)).toBeInTheDocument();
    expect(within(table).queryByText('Revisar: 2 sesiones ya usadas')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver 3 pagos más' }));
    await waitFor(() => expect(rows()).toBe(PAYMENTS_PAGE + 3));
    expect(document.activeElement).toBe(within(table).getByText(`Cliente${PAYMENTS_PAGE} Prueba`).closest('tr'));
    expect(screen.queryByRole('button', { name: /pagos? más/ })).not.toBeInTheDocument();

    const flaggedOnly = screen.getByRole('button', { name: 'Solo por revisar (1)' });
    expect(flaggedOnly).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(flaggedOnly);
    await waitFor(() => expect(rows()).toBe(1));
    expect(flaggedOnly).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getByText(`Cliente${PAYMENTS_PAGE + 2} Prueba`)).toBeInTheDocument();
    expect(screen.getByText('1 pago devuelto')).toBeInTheDocument();
    await userEvent.click(flaggedOnly);
    // back to every payment, from one page
    await waitFor(() => expect(rows()).toBe(PAYMENTS_PAGE));
  });

  it('shows the English paging texts', async () => {
    serve(Array.from({ length: PAYMENTS_PAGE + 1 }, (_, i) => adjustment({ _id: String(i), paymentIntentId: `pi_${i}` })));
    renderAdmin({ language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Returned payments' }));
    expect(await screen.findByRole('button', { name: 'Show 1 more payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Needs review only (${PAYMENTS_PAGE + 1})` })).toBeInTheDocument();
    expect(screen.getByText(`${PAYMENTS_PAGE + 1} returned payments`)).toBeInTheDocument();
  });

  it('says so when there is nothing (en)', async () => {
    serve([]);
    renderAdmin({ language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Returned payments' }));
    await waitFor(() => expect(screen.getByText('There are no refunds or disputes.')).toBeInTheDocument());
    expect(screen.queryByText(/needs review/)).not.toBeInTheDocument();
  });
});
