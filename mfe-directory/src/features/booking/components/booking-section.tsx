/**
 * The booking section of the therapist page (anchor #calendly). The server says how this therapist is booked: on
 * their Calendly page (only when it can verify those bookings), on the built-in slots, or not yet.
 */
import { Suspense } from 'react';
import { Box, Heading, Text, LoadingBlock } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { useRuntimeConfig, useResource } from '@aliento/core';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { NS } from '../../../app/i18n';
import { fullName } from '../../../lib/full-name';
import { schedulingApi } from '@aliento/api-client/scheduling';
import type { Booking } from '../hooks/use-booking';
import { BuiltInScheduler } from './built-in-scheduler';
import { CalendlyFlow } from './calendly-flow';
import { NoOpenTimes } from './no-open-times';
import { SlotsFailed } from './slots-failed';
import { FirstSessionFree } from './first-session-free';
import { useFirstSessionFree } from '../hooks/use-first-session-free';

export const BOOKING_ANCHOR = 'calendly';

type SectionProps = { therapist: TherapistProfile; booking: Booking; onTimeChosen?: (chosen: boolean) => void };

function BookingChoice({ therapist, booking, onTimeChosen }: SectionProps) {
  const { t } = useTranslation(NS);
  const config = useRuntimeConfig();
  const mode = useResource(() => schedulingApi.getBookingMode({ params: { id: therapist.user } }), [therapist.user]);
  if (mode.loading && !mode.data) return <LoadingBlock label={t('booking.loadingSlots')} />;
  if (!mode.data) return <SlotsFailed onRetry={() => void mode.reload()} />;
  if (mode.data.mode === 'calendly' && config.scheduling.calendly) {
    return (
      <Suspense fallback={<LoadingBlock label={t('booking.loadingCalendar')} />}>
        <CalendlyFlow schedulingUrl={mode.data.schedulingUrl} therapistName={fullName(therapist)} booking={booking} />
      </Suspense>
    );
  }
  if (mode.data.mode === 'builtin')
    return <BuiltInScheduler therapistUserId={therapist.user} therapistName={fullName(therapist)} booking={booking} onTimeChosen={onTimeChosen} />;
  return <NoOpenTimes therapistName={fullName(therapist)} />;
}

export function BookingSection({ therapist, booking, onTimeChosen }: SectionProps) {
  const { t } = useTranslation(NS);
  const firstFree = useFirstSessionFree();
  return (
    <Box
      as="section"
      id={BOOKING_ANCHOR}
      aria-labelledby="booking-title"
      scrollMarginTop="80px"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="sand.200"
      p={{ base: 4, md: 6 }}
    >
      <Heading as="h2" size="xl" id="booking-title" mb={1}>
        {t('booking.title')}
      </Heading>
      <Text color="fg.muted" mb={firstFree ? 3 : 5}>
        {t('booking.subtitle')}
      </Text>
      {firstFree ? (
        <Box mb={5}>
          <FirstSessionFree />
        </Box>
      ) : null}
      {/* the times come with the free-session notice, so the notice never pushes a chosen time out of sight */}
      {firstFree === null ? (
        <LoadingBlock label={t('booking.loadingSlots')} />
      ) : (
        <BookingChoice therapist={therapist} booking={booking} onTimeChosen={onTimeChosen} />
      )}
    </Box>
  );
}
