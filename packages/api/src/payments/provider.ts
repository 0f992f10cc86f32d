/** The payments provider interface: Stripe when STRIPE_SECRET_KEY is set, else the local test processor. */
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import type { LocalCard } from '@aliento/contracts/payments';
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
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
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

/** A card payment processor. */
export interface PaymentProvider {
  readonly mode: 'local' | 'stripe';
  /** Creates the intent at the processor (not yet stored by us). */
  create(intent: NewIntent): Promise<{ id: string; clientSecret: string; status: IntentRecord['status'] }>;
  /**
   * Makes sure the intent is paid: the local processor charges `card`, Stripe is asked for the intent's real
   * status. Resolves when it has succeeded for the stored amount and plan; throws an AppError otherwise.
   */
  confirm(q: Queryable, intent: IntentRecord, card?: LocalCard): Promise<void>;
}
