/**
 * The two-step purchase modal: 1) choose a plan, 2) card entry (Stripe Elements or the local test form). Opened by
 * the appointments page's plan card, and over a therapist's booking when the client has no credit (then with a
 * notice, the time held for them, and "Not now").
 */
import { lazy, Suspense, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Flex, Portal, Stack, Text, LoadingBlock } from '@aliento/ui';
import { motion, useReducedMotion } from 'framer-motion';
import { useTranslation } from '@aliento/i18n';
import { useRuntimeConfig } from '@aliento/core';
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import { PLANS } from '@aliento/contracts/plans';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { NS } from '../i18n';
import { formatUsd } from '../lib/plan-pricing';
import { LocalCardForm } from './local-card-form';
import { PlanChoiceStep } from './plan-choice-step';

// Stripe's libraries load only when the card step opens in Stripe mode.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

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
  const reduceMotion = useReducedMotion();
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
  const said = typeof notice === 'function' ? notice(step) : notice;
  return (
    <motion.div
      key={step}
      initial={reduceMotion ? false : { opacity: 0, x: step === 2 ? 24 : -24 }}
      animate={{ opacity: 1, x: 0 }}
      transition={{ duration: 0.2 }}
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
              <Suspense fallback={<LoadingBlock label={t('modal.loadingCard')} minH="120px" />}>
                <StripeCardForm
                  publishableKey={config.payments.publishableKey}
                  plan={plan}
                  onBack={back}
                  onPaid={onPurchased}
                  onPendingChange={onPendingChange}
                />
              </Suspense>
            ) : (
              <Stack gap={4}>
                <Text role="alert">{t('modal.stripeUnavailable')}</Text>
                <Button variant="outline" minH="44px" alignSelf="flex-start" onClick={back}>
                  {t('modal.back')}
                </Button>
              </Stack>
            )
          ) : (
            <LocalCardForm plan={plan} onBack={back} onPaid={onPurchased} onPendingChange={onPendingChange} />
          )}
        </Stack>
      )}
    </motion.div>
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
