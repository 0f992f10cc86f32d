/** Step 2 with the embedded test processor: our own card form; the card goes to the API with the confirmation. */
import { useEffect } from 'react';
import { Button, Flex, Input, SimpleGrid, Text, chakra, FormField, useMessage } from '@aliento/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { PLANS } from '@aliento/contracts/plans';
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { NS } from '../i18n';
import { usePurchasePlan } from '../hooks/use-purchase-plan';
import { cardFormSchema, EMPTY_CARD_FORM, formatCardNumber, formatExpiry, toLocalCard, type CardFormValues } from '../lib/card-form';
import { formatCharge } from '../lib/plan-pricing';
import { PurchaseStatus } from './purchase-status';
import { TestCardsNote } from './test-cards-note';

export interface CardStepProps {
  plan: PurchasablePlanCode;
  onBack: () => void;
  onPaid: (subscription: Subscription) => void;
  /** Tells the modal a payment is running (it must not close meanwhile). */
  onPendingChange?: (pending: boolean) => void;
}

export function LocalCardForm({ plan, onBack, onPaid, onPendingChange }: CardStepProps) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const message = useMessage();
  const { phase, pending, purchase, checkAgain } = usePurchasePlan(onPaid);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CardFormValues>({
    resolver: zodResolver(cardFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CARD_FORM,
  });
  // Fields lock only while paying: during validation they must stay focusable (the first error gets focus).
  const busy = pending || isSubmitting;
  useEffect(() => onPendingChange?.(busy), [busy, onPendingChange]);

  // in the form's order (the first field with an error takes the focus); the number in groups of four and the
  // expiry with its slash, as they are typed ("1230" → "12/30")
  const name = register('name');
  const number = register('number');
  const expiry = register('expiry');

  const onSubmit = handleSubmit(async (values) => {
    const card = toLocalCard(values);
    const outcome = await purchase(plan, async () => card);
    // Spec section 8: on failure the card data is cleared (only when it surely failed: see use-purchase-plan).
    if (outcome === 'failed') reset(EMPTY_CARD_FORM);
  });

  return (
    <chakra.form display="flex" flexDirection="column" gap={4} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <TestCardsNote />
      <PurchaseStatus phase={phase} onCheckAgain={() => void checkAgain()} />
      <FormField label={t('modal.card.name')} error={message(errors.name?.message)} required>
        <Input {...name} autoComplete="cc-name" minH="44px" disabled={pending} />
      </FormField>
      <FormField label={t('modal.card.number')} error={message(errors.number?.message)} required>
        <Input
          {...number}
          onChange={(e) => {
            e.target.value = formatCardNumber(e.target.value);
            void number.onChange(e);
          }}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          minH="44px"
          disabled={pending}
        />
      </FormField>
      <SimpleGrid columns={2} gap={3}>
        <FormField label={t('modal.card.expiry')} error={message(errors.expiry?.message)} required>
          <Input
            {...expiry}
            onChange={(e) => {
              e.target.value = formatExpiry(e.target.value);
              void expiry.onChange(e);
            }}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('modal.card.expiryPlaceholder')}
            maxLength={5}
            minH="44px"
            disabled={pending}
          />
        </FormField>
        <FormField label={t('modal.card.cvc')} error={message(errors.cvc?.message)} required>
          <Input {...register('cvc')} autoComplete="cc-csc" inputMode="numeric" placeholder="123" maxLength={4} minH="44px" disabled={pending} />
        </FormField>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('modal.secure')}
      </Text>
      <Flex justify="space-between" gap={3}>
        <Button type="button" variant="outline" minH="44px" onClick={onBack} disabled={busy}>
          {t('modal.back')}
        </Button>
        <Button type="submit" colorPalette="brand" minH="44px" loading={busy} loadingText={t('modal.submitting')} disabled={busy}>
          {t('modal.pay', { amount: formatCharge(PLANS[plan].amountCents, language) })}
        </Button>
      </Flex>
    </chakra.form>
  );
}
