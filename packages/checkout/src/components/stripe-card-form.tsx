/**
 * Step 2 with Stripe: the Payment Element (Stripe's recommended element, in place of the Card Element), shown
 * before the intent exists ("collect payment details before creating an Intent"): on submit the details are
 * validated, the intent is created (or the open one reused) and confirmed with `stripe.confirmPayment`, which
 * also runs 3-D Secure when the bank asks. This module (and Stripe's libraries) loads only when the card step
 * opens in Stripe mode (React.lazy in the upgrade modal).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Text, chakra } from '@aliento/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { PLANS } from '@aliento/contracts/plans';
import { NS } from '../i18n';
import { usePurchasePlan } from '../hooks/use-purchase-plan';
import { formatCharge } from '../lib/plan-pricing';
import { PaymentDeclined } from '../lib/payment-declined';
import type { CardStepProps } from './local-card-form';
import { PurchaseStatus } from './purchase-status';

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key and page. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Errors of Stripe.js that mean the card was refused for sure (https://docs.stripe.com/error-codes). */
const REFUSED = new Set(['card_error', 'validation_error']);

function StripePaymentFields({ plan, onBack, onPaid, onPendingChange }: CardStepProps) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const stripe = useStripe();
  const elements = useElements();
  const { phase, pending, purchase, checkAgain } = usePurchasePlan(onPaid);
  const [complete, setComplete] = useState(false);
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || pending) return;
    // the Payment Element shows what is missing or wrong under its own fields
    const { error } = await elements.submit();
    if (error) return;
    const outcome = await purchase(plan, async (intent) => {
      const result = await stripe.confirmPayment({
        elements,
        clientSecret: intent.clientSecret,
        // cards finish here; a method that must leave the page comes back to it
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) {
        if (REFUSED.has(result.error.type)) throw new PaymentDeclined(result.error.message);
        // a network error, or an intent paid on an earlier attempt: not a refusal, confirm before saying anything
        throw new Error(result.error.message ?? result.error.type);
      }
      return undefined;
    });
    if (outcome === 'failed') {
      elements.getElement('payment')?.clear();
      setComplete(false);
    }
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap={4} onSubmit={submit} noValidate aria-busy={pending}>
      <PurchaseStatus phase={phase} onCheckAgain={() => void checkAgain()} />
      <Box w="full" minH="44px">
        <PaymentElement options={{ layout: 'tabs', readOnly: pending }} onChange={(e) => setComplete(e.complete)} />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('modal.secure')}
      </Text>
      <Flex justify="space-between" gap={3}>
        <Button type="button" variant="outline" minH="44px" onClick={onBack} disabled={pending}>
          {t('modal.back')}
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          minH="44px"
          loading={pending}
          loadingText={t('modal.submitting')}
          disabled={pending || !stripe || !complete}
        >
          {t('modal.pay', { amount: formatCharge(PLANS[plan].amountCents, language) })}
        </Button>
      </Flex>
    </chakra.form>
  );
}

export default function StripeCardForm({ publishableKey, ...props }: CardStepProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const locale: StripeElementLocale = useLanguage();
  const plan = PLANS[props.plan];
  // the deferred-intent mode needs the amount and currency the server will charge (the plan's price)
  const options = useMemo(
    () => ({
      mode: 'payment' as const,
      amount: plan.amountCents,
      currency: plan.currency,
      locale,
      appearance: { variables: { fontSizeBase: '16px', colorText: '#1f2a2a' } },
    }),
    [plan.amountCents, plan.currency, locale],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <StripePaymentFields {...props} />
    </Elements>
  );
}
