import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { toastStore } from '@aliento/core';
import { apiPath, clientToken, http, HttpResponse, renderWithProviders, server } from '@aliento/testing';
import { makeSubscription } from '@aliento/testing';
import { POLL_MS, POLL_TIMES, type PurchaseOutcome, usePurchasePlan } from './use-purchase-plan';

/** The hook in a tiny screen: its phase, a pay button (the card already went through) and "check again". */
function Probe() {
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  const { phase, pending, purchase, checkAgain } = usePurchasePlan(() => undefined);
  return (
    <>
      <output data-testid="phase">{`${phase} ${pending ? 'pending' : 'free'} ${outcome ?? ''}`}</output>
      <button type="button" onClick={() => void purchase('PLAN_ONE', async () => undefined).then(setOutcome)}>
        pay
      </button>
      <button type="button" onClick={() => void checkAgain().then(setOutcome)}>
        again
      </button>
    </>
  );
}

afterEach(() => jest.useRealTimers());

test('a payment that stays unconfirmed: asks about two minutes, then says it is taking longer (no failure), and can ask again', async () => {
  let credited = false;
  let polls = 0;
  server.use(
    http.post(apiPath('/api/stripe/create-payment-intent'), () =>
      HttpResponse.json(
        { id: 'pi_7', clientSecret: 'pi_7_secret', plan: 'PLAN_ONE', amount: 5000, currency: 'usd', status: 'processing' },
        { status: 201 },
      ),
    ),
    http.get(apiPath('/api/stripe/payment-intents/pi_7'), () => {
      polls += 1;
      return HttpResponse.json({
        id: 'pi_7',
        plan: 'PLAN_ONE',
        status: credited ? 'succeeded' : 'processing',
        credited,
        failed: false,
        subscription: credited ? makeSubscription({ plan: 'PLAN_ONE', currentCredit: 2 }) : null,
      });
    }),
  );
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'Date', 'performance'] });
  renderWithProviders(<Probe />, { token: clientToken(), language: 'en' });
  act(() => screen.getByRole('button', { name: 'pay' }).click());
  for (let i = 0; i < POLL_TIMES + 5 && !screen.getByTestId('phase').textContent?.startsWith('slow'); i++) {
    await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
  }
  expect(screen.getByTestId('phase')).toHaveTextContent('slow free confirming');
  expect(polls).toBe(POLL_TIMES);
  expect(toastStore.getState().items).toEqual([]);

  credited = true;
  act(() => screen.getByRole('button', { name: 'again' }).click());
  for (let i = 0; i < 5 && !screen.getByTestId('phase').textContent?.includes('paid'); i++) {
    await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
  }
  expect(screen.getByTestId('phase')).toHaveTextContent('idle free paid');
  expect(toastStore.getState().items.map((t) => t.text)).toEqual(['Payment Successful']);
});
