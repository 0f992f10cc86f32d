/**
 * Buying sessions over the booking (issue 20): a client with no credit who chose a built-in time gets the plan
 * choice and the card step in a dialog on the same page, told that the time is held for them and until when. After
 * the payment the scheduler books the time at once; "Not now" closes the dialog and leaves the time chosen (and held).
 * A Calendly booking has no held time: the widget keeps it, and `keptText` says so.
 * The checkout's code (the plans alone; the card step's code follows while the plans show) is fetched as soon as a
 * client who may have no credit chooses a time (`preloadCheckoutUnlessCredit`), while the credits are checked and the time held.
 */
import { Suspense } from 'react';
import { Stack, Text, lazyComponent } from '@aliento/ui';
import { useLanguage, useTranslation } from '@aliento/i18n';
import type { SlotHold } from '@aliento/contracts/appointments';
import type { Subscription, SubscriptionResponse } from '@aliento/contracts/subscriptions';
import { NS } from '../../../app/i18n';
import { hasCredit } from '../credit-check';

const checkout = lazyComponent(() => import('@aliento/checkout').then((m) => m.CheckoutModal));
const CheckoutModal = checkout.Component;

/**
 * A client chose a time: unless they are known to have credit, the purchase's code is fetched now, while the credits
 * are checked (the dialog may follow).
 */
export function preloadCheckoutUnlessCredit(balance: SubscriptionResponse | undefined): void {
  if (!balance || !hasCredit(balance)) checkout.preload();
}

type Props = {
  open: boolean;
  /** The time held for the client while they buy (null when it could not be held: it is booked after all the same). */
  held: SlotHold | null;
  timeZone: string;
  /** Without a held time (a Calendly booking), what happens to the time chosen in the widget. */
  keptText?: string;
  onNotNow: () => void;
  onPurchased: (subscription: Subscription) => void;
};

export function BuyOverBooking({ open, held, timeZone, keptText, onNotNow, onPurchased }: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const until = held ? new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(held.expiresAt)) : '';
  const heldText = held
    ? t('credits.held', {
        when: new Intl.DateTimeFormat(language, {
          timeZone,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          hour: 'numeric',
          minute: '2-digit',
        }).format(new Date(held.startTime)),
        until,
      })
    : null;
  // the plan step says it all; the card step (which must fit a phone) only until when the time is held
  const notice = (step: 1 | 2) =>
    step === 1 ? (
      <Stack gap={1}>
        <Text fontWeight="semibold">{t('credits.body')}</Text>
        {heldText ? <Text>{heldText}</Text> : keptText ? <Text>{keptText}</Text> : null}
      </Stack>
    ) : held ? (
      <Text>{t('credits.heldUntil', { until })}</Text>
    ) : null;
  return (
    <Suspense fallback={null}>
      <CheckoutModal open={open} notNow notice={notice} onClose={onNotNow} onPurchased={onPurchased} />
    </Suspense>
  );
}
