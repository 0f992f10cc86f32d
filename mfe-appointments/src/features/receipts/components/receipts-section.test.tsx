import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Receipt } from '@aliento/contracts/receipts';
import { clientToken, http, HttpResponse, apiPath, renderWithProviders, server } from '@aliento/testing';
import { ReceiptsSection } from './receipts-section';

const URL = apiPath('/api/payments/receipts/mine');
const PAID_AT = '2026-11-20T15:30:00.000Z';

const receipt = (overrides: Partial<Receipt> = {}): Receipt => ({
  number: 'R-000002',
  plan: 'PLAN_FOUR',
  credits: 4,
  amount: 18000,
  currency: 'usd',
  card: { brand: 'visa', last4: '4242' },
  paidAt: PAID_AT,
  refundedAmount: 0,
  ...overrides,
});

const RECEIPTS = [
  receipt(),
  receipt({ number: 'R-000001', plan: 'PLAN_ONE', credits: 1, amount: 5000, card: { brand: 'mastercard', last4: '4444' }, refundedAmount: 5000 }),
];

/** Serves `receipts` (a failure while `failing`, the client's retries included); counts the requests. */
const serve = (first: Receipt[], opts: { failing?: boolean } = {}) => {
  const state = { receipts: first, failing: opts.failing ?? false, requests: 0 };
  server.use(
    http.get(URL, () => {
      state.requests++;
      return state.failing
        ? HttpResponse.json({ message: 'Algo salió mal.', code: 'internalError' }, { status: 500 })
        : HttpResponse.json({ receipts: state.receipts });
    }),
  );
  return state;
};

/** The page's part: the plan changes after a purchase (here, a button standing for it). */
function Harness({ planLoading = false }: { planLoading?: boolean }) {
  const [key, setKey] = useState<string | undefined>(planLoading ? undefined : 'before');
  return (
    <>
      <button type="button" onClick={() => setKey((k) => (k === undefined ? 'loaded' : 'after'))}>
        purchased
      </button>
      <ReceiptsSection clientId="client-1" refreshKey={key} />
    </>
  );
}

/** Intl puts no-break spaces in amounts and dates: compare with plain spaces. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');
const items = async () => {
  const list = await screen.findByRole('list', { name: /Recibos|Receipts/ });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => plain(li.textContent));
};

const render = (language: 'es' | 'en', refreshKey?: string) =>
  renderWithProviders(<ReceiptsSection clientId="client-1" refreshKey={refreshKey} />, { language, token: clientToken() });

it('lists the receipts in Spanish: plan, amount, date, card and number, and a refund', async () => {
  serve(RECEIPTS);
  render('es');
  expect(screen.getByRole('heading', { name: 'Recibos' })).toBeInTheDocument();
  const [first, second] = await items();
  const day = plain(new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(new Date(PAID_AT)));
  expect(first).toContain('Paquete de 4 sesiones');
  expect(first).toContain('180,00 US$');
  expect(first).toContain(`${day} · Visa ···· 4242`);
  expect(first).toContain('Recibo R-000002');
  expect(first).not.toContain('Reembolsado');
  expect(second).toContain('Sesión individual');
  expect(second).toContain('50,00 US$');
  expect(second).toContain('Mastercard ···· 4444');
  expect(second).toContain('Reembolsado');
});

it('lists the receipts in English, with a partial refund and a receipt without a known card', async () => {
  serve([receipt({ refundedAmount: 4500 }), receipt({ number: 'R-000001', card: null })]);
  render('en');
  expect(screen.getByRole('heading', { name: 'Receipts' })).toBeInTheDocument();
  const [first, second] = await items();
  const day = plain(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(PAID_AT)));
  expect(first).toContain('4-session pack');
  expect(first).toContain('$180.00');
  expect(first).toContain(`${day} · Visa ···· 4242`);
  expect(first).toContain('Receipt R-000002');
  expect(first).toContain('Refunded: $45.00');
  expect(second).toContain(`${day}Receipt R-000001`);
  expect(second).not.toContain('····');
});

it.each([
  ['es', 'Aún no tienes recibos.'],
  ['en', 'No receipts yet.'],
] as const)('says so when there are none (%s)', async (language, text) => {
  serve([]);
  render(language);
  expect(await screen.findByText((content) => content.startsWith(text))).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it.each([
  ['es', 'No pudimos cargar tus recibos.', 'Reintentar'],
  ['en', 'We could not load your receipts.', 'Try again'],
] as const)('announces a failure with a retry that loads them (%s)', async (language, text, retry) => {
  const served = serve(RECEIPTS, { failing: true });
  render(language);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  const before = served.requests;
  served.failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: retry }));
  expect(await items()).toHaveLength(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(served.requests).toBe(before + 1);
});

it('reads the receipts again when the plan changes (after a purchase)', async () => {
  const served = serve([]);
  renderWithProviders(<Harness />, { language: 'en', token: clientToken() });
  expect(await screen.findByText(/No receipts yet/)).toBeInTheDocument();
  served.receipts = [receipt()];
  fireEvent.click(screen.getByRole('button', { name: 'purchased' }));
  expect(await items()).toHaveLength(1);
  expect(served.requests).toBe(2);
});

it('reads them once while the plan loads: the plan arriving is no change', async () => {
  const served = serve([receipt()]);
  renderWithProviders(<Harness planLoading />, { language: 'en', token: clientToken() });
  expect(await items()).toHaveLength(1);
  // the plan's first answer (undefined → its first value)
  fireEvent.click(screen.getByRole('button', { name: 'purchased' }));
  await new Promise((r) => setTimeout(r, 50));
  expect(served.requests).toBe(1);
  // a purchase after that reads them again
  fireEvent.click(screen.getByRole('button', { name: 'purchased' }));
  await waitFor(() => expect(served.requests).toBe(2));
});
