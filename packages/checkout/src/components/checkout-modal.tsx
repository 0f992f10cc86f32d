/**
 * The two-step purchase modal: 1) choose a plan, 2) card entry (Stripe Elements or the local test form). Opened by
 * the appointments page's plan card, and over a therapist's booking when the client has no credit (then with a
 * notice, the time held for them, and "Not now").
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Flex, Portal, Stack, Text, OnDemand, lazyComponent } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { useRuntimeConfig } from '@aliento/core';
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import { PLANS } from '@aliento/contracts/plans';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { NS } from '../i18n';
import { formatUsd } from '../lib/plan-pricing';
import { PlanChoiceStep } from './plan-choice-step';

/** How far a step slides in from (as the earlier motion did). */
const STEP_DISTANCE = { '--slide-from-right-distance': '24px', '--slide-from-left-distance': '24px' };

// The card step (its form, validation, and in Stripe mode Stripe's libraries) is its own code, so the dialog opens
// with the plans alone; it is fetched while the person chooses a plan.
const stripeCardForm = lazyComponent(() => import('./stripe-card-form').then((m) => m.default));
const localCardForm = lazyComponent(() => import('./local-card-form').then((m) => m.LocalCardForm));
const StripeCardForm = stripeCardForm.Component;
const LocalCardForm = localCardForm.Component;

export interface CheckoutModalProps {
  open: boolean;
  onClose: () => void;
  onPurchased: (subscription: Subscription) => void;
  /**
   * Said above the steps (e.g. which time is held for the client and until when); a function gets the step, so the
   * card step (which must fit a phone) can say it shorter.
   */
  notice?: ReactNode | ((step: 1 | 2) => ReactNode);
  /** Offers "Not now" (it closes, as the close button does) beside the first step's Continue. */
  notNow?: boolean;
}

function ModalSteps({
  onPurchased,
  onPendingChange,
  onNotNow,
  notice,
}: {
  onPurchased: (s: Subscription) => void;
  onPendingChange: (p: boolean) => void;
  onNotNow?: () => void;
  notice?: CheckoutModalProps['notice'];
}) {
  const { t, i18n } = useTranslation(NS);
  const config = useRuntimeConfig();
  const [step, setStep] = useState<1 | 2>(1);
  const [plan, setPlan] = useState<PurchasablePlanCode | null>(null);
  const back = useCallback(() => setStep(1), []);
  // the button that changed the step leaves with its step: the focus goes to the new step's name, inside the dialog
  const stepName = useRef<HTMLParagraphElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepName.current?.focus();
  }, [step]);

  const stripeMode = config.payments.mode === 'stripe';
  const cardForm = stripeMode ? stripeCardForm : localCardForm;
  // the card step's code comes while the plans are read (in Stripe mode with Stripe.js, which Stripe advises loading
  // ahead of the payment form anyway)
  useEffect(() => {
    if (!stripeMode || config.payments.publishableKey) cardForm.preload();
  }, [cardForm, stripeMode, config.payments.publishableKey]);
  const said = typeof notice === 'function' ? notice(step) : notice;
  return (
    // each step slides in (forward from the right, back from the left) with the kit's own keyframes, a CSS
    // animation on a keyed element: no animation library to fetch before the dialog can open; none when asked for none
    <Box
      key={step}
      animationName={step === 2 ? 'fade-in, slide-from-right' : 'fade-in, slide-from-left'}
      animationDuration="0.2s"
      animationTimingFunction="ease-out"
      css={STEP_DISTANCE}
      _motionReduce={{ animation: 'none' }}
    >
      {said ? (
        <Box mb={4} p={3} borderRadius="md" bg="sand.100" fontSize="sm">
          {said}
        </Box>
      ) : null}
      <Text ref={stepName} tabIndex={-1} color="fg.muted" mb={4} aria-live="polite" outline="none">
        {step === 1 ? t('modal.stepChoose') : t('modal.stepPay')}
      </Text>
      {step === 1 || !plan ? (
        <Stack gap={4}>
          <PlanChoiceStep value={plan} onChange={setPlan} />
          <Flex justify="flex-end" gap={3} wrap="wrap">
            {onNotNow ? (
              <Button variant="outline" colorPalette="brand" minH="44px" onClick={onNotNow}>
                {t('modal.notNow')}
              </Button>
            ) : null}
            <Button colorPalette="brand" minH="44px" disabled={!plan} onClick={() => setStep(2)}>
              {t('modal.next')}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Stack gap={4}>
          <Box p={3} borderRadius="md" bg="brand.subtle" fontWeight="semibold">
            {t('modal.summary', {
              plan: t(`plans.${plan}`, { ns: 'common' }),
              price: formatUsd(PLANS[plan].amountCents, i18n.language),
            })}
          </Box>
          {stripeMode ? (
            config.payments.publishableKey ? (
              <OnDemand loading={t('modal.loadingCard')} failed={t('modal.cardLoadFailed')} onRetry={stripeCardForm.preload} minH="120px">
                <StripeCardForm
                  publishableKey={config.payments.publishableKey}
                  plan={plan}
                  onBack={back}
                  onPaid={onPurchased}
                  onPendingChange={onPendingChange}
                />
              </OnDemand>
            ) : (
              <Stack gap={4}>
                <Text role="alert">{t('modal.stripeUnavailable')}</Text>
                <Button variant="outline" minH="44px" alignSelf="flex-start" onClick={back}>
                  {t('modal.back')}
                </Button>
              </Stack>
            )
          ) : (
            <OnDemand loading={t('modal.loadingCard')} failed={t('modal.cardLoadFailed')} onRetry={localCardForm.preload} minH="120px">
              <LocalCardForm plan={plan} onBack={back} onPaid={onPurchased} onPendingChange={onPendingChange} />
            </OnDemand>
          )}
        </Stack>
      )}
    </Box>
  );
}

export function CheckoutModal({ open, onClose, onPurchased, notice, notNow = false }: CheckoutModalProps) {
  const { t } = useTranslation(NS);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!open) setPending(false);
  }, [open]);
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('modal.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {/* Unmounted on close, so the steps start over each time it opens. */}
              <ModalSteps onPurchased={onPurchased} onPendingChange={setPending} onNotNow={notNow ? close : undefined} notice={notice} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" minW="44px" minH="44px" aria-label={t('modal.close')} disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
