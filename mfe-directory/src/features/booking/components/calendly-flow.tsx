/**
 * Booking on a therapist's Calendly page (issue 20): the credit check runs when a date and time is chosen in the
 * widget. Without credit the page stays as it is, the widget keeps the chosen time, and the plans and card step open
 * over it; once paid the client finishes in the widget. An event scheduled meanwhile without credit is booked as soon
 * as the purchase goes through (the same event, no second choice). Calendly holds nothing for us: it is the widget's
 * own page until the client schedules.
 */
import { lazy, useState } from 'react';
import { Button, Stack, Text } from '@aliento/ui';
import { toast, useSession, useTimeZone } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import type { Booking } from '../hooks/use-booking';
import { BuyOverBooking, preloadCheckoutUnlessCredit } from './buy-over-booking';

// react-calendly is only downloaded for therapists who use it
const CalendlyBooking = lazy(() => import('./calendly-booking'));

type EventIds = { eventId: string; inviteeId: string };

type Props = { schedulingUrl: string; therapistName: string; booking: Booking };

export function CalendlyFlow({ schedulingUrl, therapistName, booking }: Props) {
  const { t } = useTranslation(NS);
  const { claims } = useSession();
  const timeZone = useTimeZone();
  // a Calendly booking the server could not confirm yet (Calendly did not answer): the client may send it again
  const [unconfirmed, setUnconfirmed] = useState<EventIds | null>(null);
  // an event scheduled without credit: booked once the sessions are bought
  const [waitingForCredit, setWaitingForCredit] = useState<EventIds | null>(null);

  const bookEvent = async (ids: EventIds) => {
    const result = await booking.book(ids);
    setUnconfirmed(result === 'unconfirmed' ? ids : null);
    setWaitingForCredit(result === 'noCredit' ? ids : null);
  };

  return (
    <>
      {unconfirmed ? (
        <Stack align="start" gap={3} role="alert" mb={4}>
          <Text>{t('booking.calendlyUnconfirmed')}</Text>
          <Button colorPalette="brand" minH="44px" loading={booking.submitting} onClick={() => void bookEvent(unconfirmed)}>
            {t('booking.confirmAgain')}
          </Button>
        </Stack>
      ) : null}
      <CalendlyBooking
        url={schedulingUrl}
        therapistName={therapistName}
        prefill={{ name: claims ? `${claims.firstName} ${claims.lastName}`.trim() : '', email: claims?.email ?? '' }}
        onDateAndTimeSelected={() => {
          preloadCheckoutUnlessCredit(booking.balance);
          void booking.checkCredits();
        }}
        onScheduled={(ids) => void bookEvent(ids)}
      />
      {booking.noCredit ? (
        <BuyOverBooking
          open
          held={null}
          timeZone={timeZone}
          keptText={t(waitingForCredit ? 'credits.calendlyScheduled' : 'credits.calendlyKept')}
          onNotNow={booking.dismissNoCredit}
          onPurchased={() => {
            booking.dismissNoCredit();
            if (waitingForCredit) void bookEvent(waitingForCredit);
            else toast.success(t('credits.calendlyContinue'));
          }}
        />
      ) : null}
    </>
  );
}
