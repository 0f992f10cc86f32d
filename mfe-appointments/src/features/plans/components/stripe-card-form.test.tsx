import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configStore, DEFAULT_CONFIG, toastStore } from '@aliento/core';
import { loadStripe } from '@stripe/stripe-js';
import { apiPath, clientToken, http, HttpResponse, server } from '@aliento/testing';
import { CLIENT_ID, makeSubscription } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const mockCard = { clear: jest.fn() };
const mockStripe = { confirmCardPayment: jest.fn() };

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(mockStripe)) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    Elements: ({ children }: { children: unknown }) => children,
    CardElement: ({ onChange }: { onChange: (e: { complete: boolean }) => void }) =>
      createElement('button', { type: 'button', onClick: () => onChange({ complete: true }) }, 'fake card'),
    useStripe: () => mockStripe,
    useElements: () => ({ getElement: () => mockCard }),
  };
});

afterEach(() => configStore.setState({ config: DEFAULT_CONFIG }));

test('Stripe mode: Stripe loads only at the card step; intent → confirmCardPayment → server confirmation (201)', async () => {
  configStore.setState({ config: { ...DEFAULT_CONFIG, payments: { mode: 'stripe', publishableKey: 'pk_test_123' } } });
  let subscription: ReturnType<typeof makeSubscription> | null = null;
  const confirmations: unknown[] = [];
  server.use(
    http.get(apiPath(`/api/appointments/client/${CLIENT_ID}`), () => HttpResponse.json([])),
    http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(subscription)),
    http.post(apiPath('/api/stripe/create-payment-intent'), () =>
      HttpResponse.json({ id: 'pi_9', clientSecret: 'pi_9_secret', plan: 'PLAN_TEN', amount: 40000, currency: 'usd' }, { status: 201 }),
    ),
    http.post(apiPath('/api/stripe/confirm-payment-intent'), async ({ request }) => {
      confirmations.push(await request.json());
      subscription = makeSubscription({ plan: 'PLAN_TEN', currentCredit: 10, initialCredit: 10 });
      return HttpResponse.json({ message: 'ok', subscription }, { status: 201 });
    }),
  );
  mockStripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });

  const user = userEvent.setup();
  renderApp({ token: clientToken(), language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Upgrade Plan' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('radio', { name: /10-session pack/ }));
  expect(loadStripe).not.toHaveBeenCalled();
  await user.click(dialog.getByRole('button', { name: 'Continue' }));

  await user.click(await dialog.findByRole('button', { name: 'fake card' }));
  expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  expect(dialog.queryByText(/Test mode/)).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Submit' }));

  await waitFor(() => expect(toastStore.getState().items.map((t) => t.text)).toContain('Payment Successful'));
  expect(mockStripe.confirmCardPayment).toHaveBeenCalledWith('pi_9_secret', { payment_method: { card: mockCard } });
  expect(confirmations).toEqual([{ paymentIntentId: 'pi_9' }]);
  expect(await screen.findByText('10 sessions left')).toBeInTheDocument();
});

test('Stripe mode: a card error shows "Failed to Submit Payment", clears the card and skips the server confirmation', async () => {
  configStore.setState({ config: { ...DEFAULT_CONFIG, payments: { mode: 'stripe', publishableKey: 'pk_test_123' } } });
  server.use(
    http.get(apiPath(`/api/appointments/client/${CLIENT_ID}`), () => HttpResponse.json([])),
    http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(null)),
    http.post(apiPath('/api/stripe/create-payment-intent'), () =>
      HttpResponse.json({ id: 'pi_8', clientSecret: 'pi_8_secret', plan: 'PLAN_ONE', amount: 5000, currency: 'usd' }, { status: 201 }),
    ),
  );
  mockStripe.confirmCardPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
  const user = userEvent.setup();
  renderApp({ token: clientToken(), language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Upgrade Plan' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('radio', { name: /Single session/ }));
  await user.click(dialog.getByRole('button', { name: 'Continue' }));
  await user.click(await dialog.findByRole('button', { name: 'fake card' }));
  await user.click(dialog.getByRole('button', { name: 'Submit' }));

  await waitFor(() => expect(toastStore.getState().items.map((t) => t.text)).toEqual(['Failed to Submit Payment']));
  expect(mockCard.clear).toHaveBeenCalled();
  expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
});
