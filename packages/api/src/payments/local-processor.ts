/**
 * The embedded test processor: the same intent lifecycle as Stripe (requires_payment_method → succeeded), kept in
 * `payment_intents`, charging the well-known Stripe test card numbers. No real card is ever charged; only the brand
 * and last four digits are stored.
 */
import { randomBytes } from 'node:crypto';
import type { LocalCard } from '@aliento/contracts/payments';
import type { MessageKey } from '@aliento/contracts/messages';
import type { Queryable } from '../db';
import { AppError, fieldError } from '../lib/app-error';
import type { PaymentIntentStatus } from '@aliento/contracts/payments';
import type { IntentRecord, NewIntent, PaymentProvider, RefundRecord } from './provider';

/** Outcome of a test card number. */
type CardOutcome = { ok: true; brand: string } | { ok: false; key: MessageKey; code: string };

/** Stripe's documented test cards (https://docs.stripe.com/testing) and what they do here. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { ok: true, brand: 'visa' },
  '4000056655665556': { ok: true, brand: 'visa' },
  '5555555555554444': { ok: true, brand: 'mastercard' },
  '2223003122003222': { ok: true, brand: 'mastercard' },
  '5200828282828210': { ok: true, brand: 'mastercard' },
  '378282246310005': { ok: true, brand: 'amex' },
  '371449635398431': { ok: true, brand: 'amex' },
  '6011111111111117': { ok: true, brand: 'discover' },
  '4000000000000002': { ok: false, key: 'cardDeclined', code: 'generic_decline' },
  '4000000000009995': { ok: false, key: 'insufficientFunds', code: 'insufficient_funds' },
  '4000000000009987': { ok: false, key: 'cardDeclined', code: 'lost_card' },
  '4000000000009979': { ok: false, key: 'cardDeclined', code: 'stolen_card' },
  '4100000000000019': { ok: false, key: 'cardDeclined', code: 'fraudulent' },
  '4000000000000069': { ok: false, key: 'cardExpired', code: 'expired_card' },
  '4000000000000127': { ok: false, key: 'invalidCvc', code: 'incorrect_cvc' },
  '4000000000000119': { ok: false, key: 'paymentProcessingError', code: 'processing_error' },
};

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks number, expiry (end of the month, UTC) and CVC (4 digits for Amex, 3 otherwise); field errors otherwise. */
export function validateCard(card: LocalCard, now = new Date()): string {
  const digits = card.number.replace(/\s+/g, '');
  const fields: Record<string, MessageKey> = {};
  if (!luhnValid(digits)) fields['card.number'] = 'invalidCardNumber';
  const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (expired) fields['card.expYear'] = 'cardExpired';
  const amex = /^3[47]/.test(digits);
  if (card.cvc.length !== (amex ? 4 : 3)) fields['card.cvc'] = 'invalidCvc';
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validationFailed', fields);
  return digits;
}

/** The local test processor. */
export class LocalProcessor implements PaymentProvider {
  readonly mode = 'local' as const;

  async create(_intent: NewIntent) {
    const id = `pi_local_${randomBytes(12).toString('hex')}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`, status: 'requires_payment_method' as const };
  }

  async confirm(q: Queryable, intent: IntentRecord, card?: LocalCard): Promise<void> {
    if (intent.status === 'succeeded') return;
    if (!card) throw fieldError('card', 'required');
    const digits = validateCard(card);
    const outcome: CardOutcome = TEST_CARDS[digits] ?? { ok: false, key: 'cardDeclined', code: 'test_mode_live_card' };
    if (!outcome.ok) {
      // a declined attempt leaves the intent payable with another card, as Stripe does
      await q.query(`UPDATE payment_intents SET last_error = $2, card_last4 = $3, updated_at = now() WHERE id = $1 AND status <> 'succeeded'`, [
        intent.id,
        outcome.code,
        digits.slice(-4),
      ]);
      throw new AppError(402, outcome.key);
    }
    await q.query(
      `UPDATE payment_intents SET status = 'succeeded', last_error = NULL, card_brand = $2, card_last4 = $3, updated_at = now()
       WHERE id = $1 AND status <> 'succeeded'`,
      [intent.id, outcome.brand, digits.slice(-4)],
    );
  }

  /** The database is this processor's own record. */
  async refresh(q: Queryable, intent: IntentRecord): Promise<PaymentIntentStatus> {
    const r = await q.query<{ status: PaymentIntentStatus }>('SELECT status FROM payment_intents WHERE id = $1', [intent.id]);
    return r.rows[0]?.status ?? intent.status;
  }

  async cancel(q: Queryable, intent: IntentRecord): Promise<PaymentIntentStatus> {
    await q.query(`UPDATE payment_intents SET status = 'canceled', updated_at = now() WHERE id = $1 AND status NOT IN ('succeeded', 'processing')`, [
      intent.id,
    ]);
    return this.refresh(q, intent);
  }

  /** A test refund: recorded, no money moves (no real card was ever charged). */
  async refund(_intent: IntentRecord, _amount: number, _appointmentId: string): Promise<RefundRecord> {
    return { id: `re_local_${randomBytes(12).toString('hex')}`, status: 'succeeded' };
  }
}
