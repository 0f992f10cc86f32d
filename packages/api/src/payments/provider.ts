/** The payments provider interface: Stripe when STRIPE_SECRET_KEY is set, else the local test processor. */
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import type { LocalCard, PaymentIntentStatus } from '@aliento/contracts/payments';
import type { Queryable } from '../db';

/** A payment intent as stored in `payment_intents`. */
export type IntentRecord = {
  id: string;
  provider: 'local' | 'stripe';
  clientId: string;
  plan: PurchasablePlanCode;
  amount: number;
  currency: string;
  credits: number;
  clientSecret: string;
  status: PaymentIntentStatus;
  creditedAt: Date | null;
};

/** What creating an intent needs (amount and credits decided by the server from the plan). */
export type NewIntent = {
  clientId: string;
  plan: PurchasablePlanCode;
  amount: number;
  currency: string;
  /** Makes a retried creation return the same intent. */
  idempotencyKey: string;
};

/** A refund made at the processor. */
export type RefundRecord = { id: string; status: string };

/** A card payment processor. */
export interface PaymentProvider {
  readonly mode: 'local' | 'stripe';
  /** Creates the intent at the processor (not yet stored by us). */
  create(intent: NewIntent): Promise<{ id: string; clientSecret: string; status: PaymentIntentStatus }>;
  /**
   * Makes sure the intent is paid: the local processor charges `card`, Stripe is asked for the intent's real
   * status. Resolves when it has succeeded for the stored amount and plan; throws an AppError otherwise.
   */
  confirm(q: Queryable, intent: IntentRecord, card?: LocalCard): Promise<void>;
  /** The intent's status at the processor now (stored too when it changed). */
  refresh(q: Queryable, intent: IntentRecord): Promise<PaymentIntentStatus>;
  /**
   * Cancels an intent nobody will pay any more; answers the status it ends in (a payment already in flight or
   * paid is not cancelled: its status is answered instead).
   */
  cancel(q: Queryable, intent: IntentRecord): Promise<PaymentIntentStatus>;
  /** Refunds `amount` of a paid intent to its card, once per appointment (the key makes a retry return the same refund). */
  refund(intent: IntentRecord, amount: number, appointmentId: string): Promise<RefundRecord>;
}

/** Statuses from which nobody can pay an intent any more, or it is paid. */
export const CLOSED_STATUSES: readonly PaymentIntentStatus[] = ['succeeded', 'canceled'];

/** Stores a processor's status (and the last payment error, if any) for an intent; never downgrades a succeeded one. */
export async function storeStatus(q: Queryable, id: string, status: PaymentIntentStatus, lastError: string | null = null): Promise<void> {
  await q.query(
    `UPDATE payment_intents SET status = $2, last_error = $3::text, updated_at = now()
     WHERE id = $1 AND status <> 'succeeded' AND (status <> $2 OR last_error IS DISTINCT FROM $3::text)`,
    [id, status, lastError],
  );
}
