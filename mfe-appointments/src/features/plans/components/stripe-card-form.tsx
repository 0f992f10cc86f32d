/**
 * Step 2 with Stripe: Stripe Elements' CardElement. This module (and Stripe's libraries) is loaded only when the
 * card step opens in Stripe mode (React.lazy in the upgrade modal).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Field, Flex, Text, chakra } from '@aliento/ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { usePurchasePlan } from '../hooks/use-purchase-plan';
import type { CardStepProps } from './local-card-form';

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

function StripeCardFields({ plan, onBack, onPaid, onPendingChange }: CardStepProps) {
  const { t } = useTranslation(NS);
  const stripe = useStripe();
  const elements = useElements();
  const { pending, failed, purchase } = usePurchasePlan(onPaid);
  const [complete, setComplete] = useState(false);
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || pending) return;
    const outcome = await purchase(plan, async (intent) => {
      const result = await stripe.confirmCardPayment(intent.clientSecret, { payment_method: { card } });
      if (result.error) throw new Error(result.error.message ?? 'Card payment failed');
      return undefined;
    });
    if (outcome === 'failed') {
      card.clear();
      setComplete(false);
    }
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap={4} onSubmit={submit} noValidate aria-busy={pending}>
      {failed ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{t('modal.failedInline')}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Field.Root required>
        <Field.Label>{t('modal.card.cardLabel')}</Field.Label>
        <Box w="full" borderWidth="1px" borderRadius="md" px={3} py={3} bg="white" minH="44px">
          <CardElement
            options={{ hidePostalCode: false, disabled: pending, style: { base: { fontSize: '16px', color: '#1f2a2a' } } }}
            onChange={(e) => setComplete(e.complete)}
          />
        </Box>
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">{t('modal.secure')}</Text>
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
          {t('modal.submit')}
        </Button>
      </Flex>
    </chakra.form>
  );
}

export default function StripeCardForm({ publishableKey, ...props }: CardStepProps & { publishableKey: string }) {
  const { i18n } = useTranslation(NS);
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const locale: StripeElementLocale = i18n.language === 'en' ? 'en' : 'es';
  return (
    <Elements stripe={stripe} options={{ locale }}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
