/**
 * `POST /api/stripe/webhook`: the signature is verified on the raw body, then each event is applied by reading
 * the object again from Stripe (events can arrive twice, late or out of order; what Stripe says now is the
 * truth). Subscribe the endpoint to the events named in docs/deploy.md ("Card payments").
 */
import type Stripe from 'stripe';
import { notFound } from '../lib/app-error';
import { paymentProvider } from '../payments';
import { StripeProvider } from '../payments/stripe-provider';
import type { ServiceContext } from './context';
import { findIntent } from './open-intents';
import { applyReversals } from './payment-reversals';
import { creditIntent } from './payments';

/** Events that only move an intent's status (the page polling it then knows). */
const STATUS_EVENTS = new Set([
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.requires_action',
]);

const idOf = (x: string | { id: string } | null | undefined) => (typeof x === 'string' ? x : (x?.id ?? null));

/** Credits a stored Stripe intent if Stripe says it is paid (the fulfilment path); false when it is not ours. */
async function fulfil(ctx: ServiceContext, provider: StripeProvider, intentId: string): Promise<boolean> {
  const intent = await findIntent(ctx.db, intentId);
  if (!intent || intent.provider !== 'stripe') return false;
  if (!intent.creditedAt) {
    await provider.confirm(ctx.db, intent);
    await creditIntent(ctx, intent.id, 'system');
  }
  return true;
}

/** The payment intent a dispute is about (older API versions named only the charge). */
async function disputedIntent(provider: StripeProvider, dispute: Stripe.Dispute): Promise<string | null> {
  const direct = idOf(dispute.payment_intent);
  if (direct) return direct;
  const chargeId = idOf(dispute.charge);
  return chargeId ? idOf((await provider.stripe.charges.retrieve(chargeId)).payment_intent) : null;
}

export async function stripeWebhook(ctx: ServiceContext, rawBody: Buffer, signature: string | undefined): Promise<{ received: boolean }> {
  const provider = paymentProvider(ctx);
  const secret = ctx.config.stripeWebhookSecret;
  if (!(provider instanceof StripeProvider) || !secret) throw notFound();
  const event = provider.verifyWebhook(rawBody, signature, secret);
  const object = event.data.object as { id: string };

  if (event.type === 'payment_intent.succeeded') {
    await fulfil(ctx, provider, object.id);
  } else if (STATUS_EVENTS.has(event.type)) {
    const intent = await findIntent(ctx.db, object.id);
    if (intent && intent.provider === 'stripe' && !intent.creditedAt) await provider.refresh(ctx.db, intent);
  } else if (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') {
    const intentId =
      event.type === 'charge.refunded' ? idOf((object as Stripe.Charge).payment_intent) : await disputedIntent(provider, object as Stripe.Dispute);
    // money came back from a paid intent: make sure it was credited before taking credits back
    if (intentId && (await fulfil(ctx, provider, intentId))) {
      await applyReversals(ctx, provider, intentId, event.type === 'charge.refunded' ? 'refund' : 'dispute');
    }
  }
  return { received: true };
}
