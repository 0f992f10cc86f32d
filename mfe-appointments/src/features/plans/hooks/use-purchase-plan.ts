/**
 * The purchase flow shared by both card forms (spec section 4): create the intent, pay it (Stripe in the browser,
 * or hand the card to the local processor), confirm on the server (201). Guarded so it never runs twice at once.
 */
import { useCallback, useRef, useState } from 'react';
import { toast } from '@aliento/core';
import { useMessage } from '@aliento/ui';
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import type { CreatePaymentIntentResponse, LocalCard } from '@aliento/contracts/payments';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { createPaymentIntent } from '../api/create-payment-intent';
import { confirmPaymentIntent } from '../api/confirm-payment-intent';

/** Pays an intent; returns the card to send with the confirmation (local processor) or undefined (Stripe). */
export type PayIntent = (intent: CreatePaymentIntentResponse) => Promise<LocalCard | undefined>;

export type PurchaseOutcome = 'paid' | 'failed' | 'busy';

export interface UsePurchasePlan {
  pending: boolean;
  failed: boolean;
  /** 'paid' once credited; 'failed' after the failure toast; 'busy' when a purchase was already running (nothing done). */
  purchase: (plan: PurchasablePlanCode, pay: PayIntent) => Promise<PurchaseOutcome>;
}

export function usePurchasePlan(onPaid: (subscription: Subscription) => void): UsePurchasePlan {
  const message = useMessage();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);

  const purchase = useCallback(
    async (plan: PurchasablePlanCode, pay: PayIntent): Promise<PurchaseOutcome> => {
      if (inFlight.current) return 'busy';
      inFlight.current = true;
      setPending(true);
      setFailed(false);
      try {
        const intent = await createPaymentIntent(plan);
        const card = await pay(intent);
        const { subscription } = await confirmPaymentIntent({ paymentIntentId: intent.id, card });
        toast.success(message('paymentSuccessful') ?? 'Payment Successful');
        onPaid(subscription);
        return 'paid';
      } catch (error) {
        console.error(error);
        toast.error(message('paymentFailed') ?? 'Failed to Submit Payment');
        setFailed(true);
        return 'failed';
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [message, onPaid],
  );

  return { pending, failed, purchase };
}
