import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { configStore, DEFAULT_CONFIG, toastStore } from '@aliento/core';
import { loadStripe } from '@stripe/stripe-js';
import { Elements } from '@stripe/react-stripe-js';
import type { CreatePaymentIntentResponse } from '@aliento/contracts/payments';
import { apiPath, clientToken, http, HttpResponse, server } from '@aliento/testing';
import { CLIENT_ID, makeSubscription } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const mockPayment = { clear: jest.fn() };
const mockElements = { submit: jest.fn(), getElement: jest.fn(() => mockPayment) };
const mockStripe = { confirmPayment: jest.fn() };

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(mockStripe)) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    Elements: jest.fn(({ children }: { children: unknown }) => children),
    PaymentElement: ({ onChange }: { onChange: (e: { complete: boolean }) => void }) =>
      createElement('button', { type: 'button', onClick: () => onChange({ complete: true }) }, 'fake payment element'),
    useStripe: () => mockStripe,
    useElements: () => mockElements,
  };
});

// each test walks the whole modal (the first also loads the card step's chunk): room for a busy machine
jest.setTimeout(20_000);

const toasts = () => toastStore.getState().items.map((t) => t.text);
const stripeMode = () => configStore.setState({ config: { ...DEFAULT_CONFIG, payments: { mode: 'stripe', publishableKey: 'pk_test_123' } } });

afterEach(() => configStore.setState({ config: DEFAULT_CONFIG }));
beforeEach(() => {
  jest.clearAllMocks();
  mockElements.submit.mockResolvedValue({});
  stripeMode();
});

/** Serves the page, the intent (status as given) and the confirmation; returns what the API received. */
function serve(intent: Partial<CreatePaymentIntentResponse> = {}, confirm: () => Response = () => HttpResponse.json({}, { status: 201 })) {
  const seen = { subscription: null as ReturnType<typeof makeSubscription> | null, confirmations: [] as unknown[], creates: 0, polls: 0 };
  server.use(
    http.get(apiPath(`/api/appointments/client/${CLIENT_ID}`), () => HttpResponse.json([])),
    http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(seen.subscription)),
    http.post(apiPath('/api/stripe/create-payment-intent'), () => {
      seen.creates += 1;
      return HttpResponse.json(
        { id: 'pi_9', clientSecret: 'pi_9_secret', plan: 'PLAN_TEN', amount: 40000, currency: 'usd', status: 'requires_payment_method', ...intent },
        { status: 201 },
      );
    }),
    http.post(apiPath('/api/stripe/confirm-payment-intent'), async ({ request }) => {
      seen.confirmations.push(await request.json());
      return confirm();
    }),
  );
  return seen;
}

/** The webhook credits the payment: the state the page polls says so from the `after`-th call on. */
function creditedAfter(seen: ReturnType<typeof serve>, after = 1) {
  server.use(
    http.get(apiPath('/api/stripe/payment-intents/pi_9'), () => {
      seen.polls += 1;
      if (seen.polls < after)
        return HttpResponse.json({ id: 'pi_9', plan: 'PLAN_TEN', status: 'processing', credited: false, failed: false, subscription: null });
      seen.subscription = makeSubscription({ plan: 'PLAN_TEN', currentCredit: 10, initialCredit: 10 });
      return HttpResponse.json({ id: 'pi_9', plan: 'PLAN_TEN', status: 'succeeded', credited: true, failed: false, subscription: seen.subscription });
    }),
  );
}

async function payTenPack(user: UserEvent) {
  renderApp({ token: clientToken(), language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Upgrade Plan' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('radio', { name: /10-session pack/ }));
  await user.click(dialog.getByRole('button', { name: 'Continue' }));
  await user.click(await dialog.findByRole('button', { name: 'fake payment element' }));
  await user.click(dialog.getByRole('button', { name: /^Pay \$/ }));
  return dialog;
}

test("the Payment Element (deferred intent, the plan's amount) → confirmPayment → server confirmation (201)", async () => {
  const seen = serve({}, () => {
    seen.subscription = makeSubscription({ plan: 'PLAN_TEN', currentCredit: 10, initialCredit: 10 });
    return HttpResponse.json({ message: 'ok', subscription: seen.subscription }, { status: 201 });
  });
  mockStripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });
  // Stripe's libraries load only when the card step opens (this is the file's first test: one instance per key)
  expect(loadStripe).not.toHaveBeenCalled();
  const dialog = await payTenPack(userEvent.setup());

  await waitFor(() => expect(toasts()).toContain('Payment Successful'));
  expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  expect(Elements).toHaveBeenCalledWith(
    expect.objectContaining({ options: expect.objectContaining({ mode: 'payment', amount: 40000, currency: 'usd', locale: 'en' }) }),
    undefined,
  );
  expect(mockElements.submit).toHaveBeenCalled();
  expect(mockStripe.confirmPayment).toHaveBeenCalledWith({
    elements: mockElements,
    clientSecret: 'pi_9_secret',
    redirect: 'if_required',
    confirmParams: { return_url: window.location.href },
  });
  expect(seen.confirmations).toEqual([{ paymentIntentId: 'pi_9' }]);
  expect(dialog.queryByText(/Test mode/)).not.toBeInTheDocument();
  expect(await screen.findByText('10 sessions left')).toBeInTheDocument();
});

test('a declined card: "Failed to Submit Payment", the element is cleared, no server confirmation', async () => {
  const seen = serve();
  mockStripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
  const dialog = await payTenPack(userEvent.setup());
  await waitFor(() => expect(toasts()).toEqual(['Failed to Submit Payment']));
  expect(mockPayment.clear).toHaveBeenCalled();
  expect(dialog.getByText(/The payment did not go through/)).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: /^Pay \$/ })).toBeDisabled();
  expect(seen.confirmations).toEqual([]);
});

test('a network error after the card was sent: no failure, "we are confirming", the card is kept, the webhook\'s credit shows', async () => {
  const seen = serve();
  creditedAfter(seen, 2);
  mockStripe.confirmPayment.mockResolvedValue({ error: { type: 'api_connection_error', message: 'Network error' } });
  const dialog = await payTenPack(userEvent.setup());
  expect(await dialog.findByText(/^We are confirming your payment/)).toBeInTheDocument();
  expect(toasts()).not.toContain('Failed to Submit Payment');
  expect(mockPayment.clear).not.toHaveBeenCalled();
  await waitFor(() => expect(toasts()).toEqual(['Payment Successful']), { timeout: 8000 });
  expect(seen.polls).toBe(2);
  expect(await screen.findByText('10 sessions left')).toBeInTheDocument();
}, 20000);

test('a payment still processing: the server says so (402 paymentProcessing) and the page waits for the credit', async () => {
  const seen = serve({}, () =>
    HttpResponse.json(
      { code: 'paymentProcessing', message: 'We are confirming your payment. Your sessions will appear as soon as it is confirmed.' },
      { status: 402 },
    ),
  );
  creditedAfter(seen);
  mockStripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'processing' } });
  await payTenPack(userEvent.setup());
  await waitFor(() => expect(toasts()).toEqual(['Payment Successful']));
  expect(seen.confirmations).toHaveLength(1);
});

test('a retry of a purchase paid on an earlier attempt charges nothing again: no confirmPayment, only the credit', async () => {
  const seen = serve({ status: 'succeeded' });
  creditedAfter(seen);
  const dialog = await payTenPack(userEvent.setup());
  await waitFor(() => expect(toasts()).toEqual(['Payment Successful']));
  expect(mockStripe.confirmPayment).not.toHaveBeenCalled();
  expect(seen.creates).toBe(1);
  await waitFor(() => expect(dialog.queryByText(/We are confirming/)).not.toBeInTheDocument());
});
