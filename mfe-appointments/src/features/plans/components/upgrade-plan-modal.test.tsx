import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toastStore } from '@aliento/core';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { apiPath, clientToken, http, HttpResponse, server } from '@aliento/testing';
import { CLIENT_ID, makeSubscription } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const toastTexts = (kind: 'success' | 'error') =>
  toastStore
    .getState()
    .items.filter((t) => t.kind === kind)
    .map((t) => t.text);

/** Serves an empty appointment list and a subscription the test can change (as the server would after paying). */
function serve(initial: Subscription | null) {
  const state = { subscription: initial, subscriptionCalls: 0, intents: 0, confirmations: [] as unknown[], keys: [] as (string | null)[] };
  server.use(
    http.get(apiPath(`/api/appointments/client/${CLIENT_ID}`), () => HttpResponse.json([])),
    http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => {
      state.subscriptionCalls += 1;
      return HttpResponse.json(state.subscription);
    }),
    http.post(apiPath('/api/stripe/create-payment-intent'), async ({ request }) => {
      state.intents += 1;
      state.keys.push(request.headers.get('idempotency-key'));
      const { plan } = (await request.json()) as { plan: string };
      return HttpResponse.json(
        {
          id: `pi_${state.intents}`,
          clientSecret: `pi_${state.intents}_secret`,
          plan,
          amount: 18000,
          currency: 'usd',
          status: 'requires_payment_method',
        },
        { status: 201 },
      );
    }),
  );
  return state;
}

async function openCardStep(user: UserEvent, button: string, plan: RegExp, next: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: plan }));
  await user.click(within(dialog).getByRole('button', { name: next }));
  return dialog;
}

async function typeCard(
  user: UserEvent,
  dialog: HTMLElement,
  number: string,
  labels = { name: 'Name on card', number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC' },
) {
  const d = within(dialog);
  await user.type(d.getByLabelText(new RegExp(labels.name)), 'Ana García');
  await user.type(d.getByLabelText(new RegExp(labels.number)), number);
  await user.type(d.getByLabelText(new RegExp(labels.expiry.replace(/[()]/g, '\\$&'))), '12/30');
  await user.type(d.getByLabelText(new RegExp(`^${labels.cvc}`)), '123');
}

describe('plan card', () => {
  test('no plan or zero credit shows "No Plan" and the upgrade button', async () => {
    serve(makeSubscription({ plan: 'PLAN_FOUR', currentCredit: 0, initialCredit: 4 }));
    renderApp({ token: clientToken(), language: 'en' });
    const card = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await card.findByText('No Plan')).toBeInTheDocument();
    expect(card.queryByText('4-session pack')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Upgrade Plan' })).toBeInTheDocument();
  });

  test('a plan with credit shows its translated name and the remaining sessions', async () => {
    serve(makeSubscription({ plan: 'PLAN_TEN', currentCredit: 7, initialCredit: 10 }));
    renderApp({ token: clientToken(), language: 'es' });
    const card = within(await screen.findByRole('region', { name: 'Tu plan' }));
    expect(await card.findByText('Paquete de 10 sesiones')).toBeInTheDocument();
    expect(card.getByText('Te quedan 7 sesiones')).toBeInTheDocument();
    expect(card.queryByText('Sin plan')).not.toBeInTheDocument();
  });
});

describe('upgrade modal', () => {
  test('step 1 lists the plans with prices and savings; step 2 has the card form, test cards, Back and Submit', async () => {
    serve(null);
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Comprar sesiones' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Compra sesiones' }));

    expect(dialog.getByText('Paso 1 de 2: elige tu plan')).toBeInTheDocument();
    expect(dialog.getAllByRole('radio')).toHaveLength(4);
    const four = dialog.getByRole('radio', { name: /Paquete de 4 sesiones/ }).closest('label')!;
    expect(
      within(four).getByText(
        new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(180).replace(/\s/g, ' '),
      ),
    ).toBeInTheDocument();
    expect(within(four).getByText('4 sesiones de 45 minutos')).toBeInTheDocument();
    expect(within(four).getByText(/^Ahorras 20/)).toBeInTheDocument();
    expect(dialog.queryByRole('radio', { name: /gratis/ })).not.toBeInTheDocument();

    const next = dialog.getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    await user.click(dialog.getByRole('radio', { name: /Paquete de 4 sesiones/ }));
    await user.click(next);

    // the focus stays in the dialog, on the new step's name (the Continue button is gone)
    expect(dialog.getByText('Paso 2 de 2: datos de tu tarjeta')).toHaveFocus();
    expect(dialog.getByText(/^Paquete de 4 sesiones: 180/)).toBeInTheDocument();
    expect(dialog.getByText('4242 4242 4242 4242: el pago se aprueba.')).toBeInTheDocument();
    expect(dialog.getByText('4000 0000 0000 0002: el pago se rechaza.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Número de tarjeta/)).toHaveAttribute('autocomplete', 'cc-number');

    // the amount is on the button; the number groups in fours and the expiry takes its slash as they are typed
    const charge = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(180);
    expect(dialog.getByRole('button', { name: `Pagar ${charge}` })).toBeInTheDocument();
    expect(charge.replace(/\s/g, ' ')).toBe('180,00 US$');
    const number = dialog.getByLabelText(/Número de tarjeta/);
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = dialog.getByLabelText(/Vencimiento/);
    await user.type(expiry, '1230');
    expect(expiry).toHaveValue('12/30');
    await user.clear(expiry);
    await user.type(expiry, '12/30');
    expect(expiry).toHaveValue('12/30');
    expect(expiry).toHaveAttribute('inputmode', 'numeric');
    await user.clear(number);
    await user.clear(expiry);

    // Submitting empty shows the errors (no request is made: no handler would answer it).
    await user.click(dialog.getByRole('button', { name: /^Pagar / }));
    expect((await dialog.findAllByText('Obligatorio')).length).toBe(4);
    expect(dialog.getByLabelText(/Nombre en la tarjeta/)).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Atrás' }));
    expect(dialog.getByText('Paso 1 de 2: elige tu plan')).toHaveFocus();
    expect(dialog.getByRole('radio', { name: /Paquete de 4 sesiones/ })).toBeChecked();
  });

  test('local payment success: confirm carries the card, "Payment Successful", the modal closes and the refetch shows the credits', async () => {
    const state = serve(null);
    server.use(
      http.post(apiPath('/api/stripe/confirm-payment-intent'), async ({ request }) => {
        state.confirmations.push(await request.json());
        state.subscription = makeSubscription({ plan: 'PLAN_FOUR', currentCredit: 4, initialCredit: 4 });
        return HttpResponse.json({ message: 'Payment Successful', subscription: state.subscription }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    expect(await screen.findByText('No Plan')).toBeInTheDocument();

    const dialog = await openCardStep(user, 'Upgrade Plan', /4-session pack/, 'Continue');
    await typeCard(user, dialog, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));

    await waitFor(() => expect(toastTexts('success')).toEqual(['Payment Successful']));
    expect(state.confirmations).toEqual([{ paymentIntentId: 'pi_1', card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Your purchase is complete/)).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'Your plan' }));
    expect(await card.findByText('4-session pack')).toBeInTheDocument();
    expect(card.getByText('4 sessions left')).toBeInTheDocument();
    expect(state.subscriptionCalls).toBe(2);

    // Opening again starts over at step 1.
    await user.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    expect(within(await screen.findByRole('dialog')).getByText('Step 1 of 2: choose your plan')).toBeInTheDocument();
  });

  test('a declined card: "Failed to Submit Payment", the card form is cleared, no credit is shown', async () => {
    const state = serve(null);
    server.use(
      http.post(apiPath('/api/stripe/confirm-payment-intent'), () => HttpResponse.json({ message: 'Your card was declined.' }, { status: 402 })),
    );
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    const dialog = await openCardStep(user, 'Upgrade Plan', /Single session/, 'Continue');
    await typeCard(user, dialog, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));

    await waitFor(() => expect(toastTexts('error')).toEqual(['Failed to Submit Payment']));
    const d = within(dialog);
    await waitFor(() => expect(d.getByLabelText(/Card number/)).toHaveValue(''));
    expect(d.getByLabelText(/Name on card/)).toHaveValue('');
    expect(d.getByLabelText(/Expiry/)).toHaveValue('');
    expect(d.getByLabelText(/^CVC/)).toHaveValue('');
    expect(d.getByText(/The payment did not go through/)).toBeInTheDocument();
    expect(d.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
    expect(toastTexts('success')).toEqual([]);
    expect(screen.queryByText(/Your purchase is complete/)).not.toBeInTheDocument();
    expect(state.subscriptionCalls).toBe(1);
  });

  test('Submit cannot be sent twice: disabled while pending and only one intent is created', async () => {
    const state = serve(null);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiPath('/api/stripe/confirm-payment-intent'), async ({ request }) => {
        state.confirmations.push(await request.json());
        await gate;
        state.subscription = makeSubscription({ plan: 'PLAN_ONE', currentCredit: 1, initialCredit: 1 });
        return HttpResponse.json({ message: 'ok', subscription: state.subscription }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'es' });
    const dialog = await openCardStep(user, 'Comprar sesiones', /Sesión individual/, 'Continuar');
    await typeCard(user, dialog, '4242424242424242', {
      name: 'Nombre en la tarjeta',
      number: 'Número de tarjeta',
      expiry: 'Vencimiento (MM/AA)',
      cvc: 'CVC',
    });

    const submit = within(dialog).getByRole('button', { name: /^Pagar / });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(state.confirmations).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: /Procesando tu pago|Pagar/ })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: /Procesando tu pago|Pagar/ }));
    release();

    await waitFor(() => expect(toastTexts('success')).toEqual(['Pago exitoso']));
    expect(state.intents).toBe(1);
    expect(state.confirmations).toHaveLength(1);
  });

  test('no answer from the confirmation: "we are confirming", the card is kept, and the credit shows once the webhook has landed', async () => {
    const state = serve(null);
    const polls: string[] = [];
    server.use(
      http.post(apiPath('/api/stripe/confirm-payment-intent'), async ({ request }) => {
        state.confirmations.push(await request.json());
        return HttpResponse.error();
      }),
      http.get(apiPath('/api/stripe/payment-intents/:id'), ({ params }) => {
        polls.push(String(params.id));
        if (polls.length === 1)
          return HttpResponse.json({ id: params.id, plan: 'PLAN_FOUR', status: 'processing', credited: false, failed: false, subscription: null });
        state.subscription = makeSubscription({ plan: 'PLAN_FOUR', currentCredit: 4, initialCredit: 4 });
        return HttpResponse.json({
          id: params.id,
          plan: 'PLAN_FOUR',
          status: 'succeeded',
          credited: true,
          failed: false,
          subscription: state.subscription,
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'es' });
    const dialog = await openCardStep(user, 'Comprar sesiones', /Paquete de 4 sesiones/, 'Continuar');
    await typeCard(user, dialog, '4242 4242 4242 4242', {
      name: 'Nombre en la tarjeta',
      number: 'Número de tarjeta',
      expiry: 'Vencimiento (MM/AA)',
      cvc: 'CVC',
    });
    await user.click(within(dialog).getByRole('button', { name: /^Pagar / }));

    expect(await within(dialog).findByText(/^Estamos confirmando tu pago/)).toBeInTheDocument();
    expect(toastTexts('error')).toEqual([]);
    expect(within(dialog).getByLabelText(/Número de tarjeta/)).toHaveValue('4242 4242 4242 4242');
    expect(within(dialog).queryByText(/El pago no se realizó/)).not.toBeInTheDocument();
    await waitFor(() => expect(toastTexts('success')).toEqual(['Pago exitoso']), { timeout: 8000 });
    expect(polls).toEqual(['pi_1', 'pi_1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('region', { name: 'Tu plan' })).findByText('Te quedan 4 sesiones')).toBeInTheDocument();
    expect(state.intents).toBe(1);
    expect(toastTexts('error')).toEqual([]);
  }, 20000);

  test('a retry of the same plan sends the same Idempotency-Key (the server answers the same open intent)', async () => {
    const state = serve(null);
    let answers = 0;
    server.use(
      http.post(apiPath('/api/stripe/confirm-payment-intent'), async () => {
        answers += 1;
        if (answers === 1) return HttpResponse.json({ message: 'Your card was declined.', code: 'cardDeclined' }, { status: 402 });
        state.subscription = makeSubscription({ plan: 'PLAN_ONE', currentCredit: 1, initialCredit: 1 });
        return HttpResponse.json({ message: 'ok', subscription: state.subscription }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    const dialog = await openCardStep(user, 'Upgrade Plan', /Single session/, 'Continue');
    await typeCard(user, dialog, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Failed to Submit Payment']));
    await waitFor(() => expect(within(dialog).getByLabelText(/Card number/)).toHaveValue(''));
    await typeCard(user, dialog, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(toastTexts('success')).toEqual(['Payment Successful']));
    expect(state.keys).toHaveLength(2);
    expect(state.keys[0]).toMatch(/^[\w-]{8,100}$/);
    expect(state.keys[1]).toBe(state.keys[0]);
  });
});
