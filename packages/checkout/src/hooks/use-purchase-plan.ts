/**
 * The purchase flow shared by both card forms (spec section 4): create the intent (the same one again on a retry),
 * pay it (Stripe in the browser, or hand the card to the local processor), confirm on the server (201).
 * When the outcome is unknown after the card may have been charged (a network error, a payment still
 * processing), the person is told the truth, "we are confirming your payment", and the page asks the API for the
 * payment's state until the webhook has credited it: it never says "failed" for a payment that went through.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorBody, apiErrorStatus, toast } from '@aliento/core';
import { useMessage } from '@aliento/ui';
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import type { CreatePaymentIntentResponse, LocalCard } from '@aliento/contracts/payments';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { paymentsApi } from '@aliento/api-client/payments';
import { confirmPaymentIntent } from '../api/confirm-payment-intent';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { PaymentDeclined } from '../lib/payment-declined';

/** Pays an intent; returns the card to send with the confirmation (local processor) or undefined (Stripe). */
export type PayIntent = (intent: CreatePaymentIntentResponse) => Promise<LocalCard | undefined>;

/** 'confirming' = still being confirmed when the page stopped asking (the webhook will credit it). */
export type PurchaseOutcome = 'paid' | 'failed' | 'busy' | 'confirming';

/** idle → paying → paid | failed | confirming (asking) → paid | failed | slow (stopped asking, may ask again). */
export type PurchasePhase = 'idle' | 'paying' | 'confirming' | 'slow' | 'failed';

export const POLL_MS = 2500;
/** About two minutes of asking before saying it is taking longer. */
export const POLL_TIMES = 48;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server's definite no to a local card (declined or invalid), as opposed to "no answer". */
function refusedCard(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return (status === 400 || status === 402) && (apiErrorBody(error) as { code?: string } | null)?.code !== 'paymentProcessing';
}

export interface UsePurchasePlan {
  phase: PurchasePhase;
  /** Paying or confirming: the form is locked and the modal must not close. */
  pending: boolean;
  failed: boolean;
  purchase: (plan: PurchasablePlanCode, pay: PayIntent) => Promise<PurchaseOutcome>;
  /** Asks again about a payment that is taking longer ('slow'). */
  checkAgain: () => Promise<PurchaseOutcome>;
}

export function usePurchasePlan(onPaid: (subscription: Subscription) => void): UsePurchasePlan {
  const message = useMessage();
  const [phase, setPhase] = useState<PurchasePhase>('idle');
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const waitingFor = useRef<string | null>(null);
  // one key per plan for this purchase: a retry of the same plan is recognised by the server
  const keys = useRef(new Map<PurchasablePlanCode, string>());
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const paid = useCallback(
    (subscription: Subscription): PurchaseOutcome => {
      toast.success(message('paymentSuccessful') ?? 'Payment Successful');
      setPhase('idle');
      onPaid(subscription);
      return 'paid';
    },
    [message, onPaid],
  );
  const failed = useCallback((): PurchaseOutcome => {
    toast.error(message('paymentFailed') ?? 'Failed to Submit Payment');
    setPhase('failed');
    return 'failed';
  }, [message]);

  /** Asks for the payment's state until it is credited, failed, or a while has passed. */
  const waitFor = useCallback(
    async (id: string): Promise<PurchaseOutcome> => {
      waitingFor.current = id;
      setPhase('confirming');
      for (let i = 0; i < POLL_TIMES && mounted.current; i++) {
        try {
          const state = await paymentsApi.getPaymentIntent({ params: { id } }, { retry: 0 });
          if (state.credited && state.subscription) return paid(state.subscription);
          if (state.failed) return failed();
        } catch (error) {
          console.error(error);
        }
        await sleep(POLL_MS);
      }
      if (mounted.current) setPhase('slow');
      return 'confirming';
    },
    [paid, failed],
  );

  const guarded = useCallback(async (run: () => Promise<PurchaseOutcome>): Promise<PurchaseOutcome> => {
    if (inFlight.current) return 'busy';
    inFlight.current = true;
    try {
      return await run();
    } finally {
      inFlight.current = false;
    }
  }, []);

  const purchase = useCallback(
    (plan: PurchasablePlanCode, pay: PayIntent) =>
      guarded(async () => {
        setPhase('paying');
        let key = keys.current.get(plan);
        if (!key) keys.current.set(plan, (key = newIdempotencyKey()));
        let intent: CreatePaymentIntentResponse;
        try {
          // the server decides the amount; a retry sends the same Idempotency-Key and gets the client's open intent back
          intent = await paymentsApi.createPaymentIntent({ body: { plan } }, { headers: { 'Idempotency-Key': key } });
        } catch (error) {
          console.error(error);
          return failed();
        }
        // paid on an earlier attempt: nothing to pay again, only the credit to wait for
        if (intent.status === 'succeeded' || intent.status === 'processing') return waitFor(intent.id);
        let card: LocalCard | undefined;
        try {
          card = await pay(intent);
        } catch (error) {
          console.error(error);
          return error instanceof PaymentDeclined ? failed() : waitFor(intent.id);
        }
        try {
          const { subscription } = await confirmPaymentIntent({ paymentIntentId: intent.id, card });
          return paid(subscription);
        } catch (error) {
          console.error(error);
          // the local processor's clear refusal is a failure; anything else may have charged the card
          return card && refusedCard(error) ? failed() : waitFor(intent.id);
        }
      }),
    [guarded, failed, paid, waitFor],
  );

  const checkAgain = useCallback(() => guarded(async () => (waitingFor.current ? waitFor(waitingFor.current) : 'busy')), [guarded, waitFor]);

  return { phase, pending: phase === 'paying' || phase === 'confirming', failed: phase === 'failed', purchase, checkAgain };
}
