/** The active payments provider of an app: Stripe when STRIPE_SECRET_KEY is set, else the local test processor. */
import type { ServiceContext } from '../services/context';
import { LocalProcessor } from './local-processor';
import type { PaymentProvider } from './provider';
import { createStripeClient, StripeProvider } from './stripe-provider';

const providers = new WeakMap<ServiceContext, PaymentProvider>();

/** The provider for this app (created once per service context). */
export function paymentProvider(ctx: ServiceContext): PaymentProvider {
  let p = providers.get(ctx);
  if (!p) {
    p = ctx.config.stripeSecretKey
      ? new StripeProvider(createStripeClient(ctx.config.stripeSecretKey, ctx.config.stripeApiBase))
      : new LocalProcessor();
    providers.set(ctx, p);
  }
  return p;
}
