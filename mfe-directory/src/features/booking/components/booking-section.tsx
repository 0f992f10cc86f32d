/** The booking section of the therapist page (anchor #calendly): Calendly when allowed, otherwise built-in slots. */
import { lazy, Suspense } from 'react';
import { Box, Heading, Text, LoadingBlock } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { useRuntimeConfig, useSession } from '@aliento/core';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { NS } from '../../../app/i18n';
import { fullName } from '../../therapists/filter-therapists';
import type { Booking } from '../hooks/use-booking';
import { BuiltInScheduler } from './built-in-scheduler';

// react-calendly is only downloaded for therapists who use it
const CalendlyBooking = lazy(() => import('./calendly-booking'));

export const BOOKING_ANCHOR = 'calendly';

export function BookingSection({ therapist, booking }: { therapist: TherapistProfile; booking: Booking }) {
  const { t } = useTranslation(NS);
  const config = useRuntimeConfig();
  const { claims } = useSession();
  const useCalendly = Boolean(therapist.calendly.trim()) && config.scheduling.calendly;

  return (
    <Box as="section" id={BOOKING_ANCHOR} aria-labelledby="booking-title" scrollMarginTop="80px" bg="white" rounded="xl" borderWidth="1px" borderColor="sand.200" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="xl" id="booking-title" mb={1}>
        {t('booking.title')}
      </Heading>
      <Text color="fg.muted" mb={5}>
        {t('booking.subtitle')}
      </Text>
      {useCalendly ? (
        <Suspense fallback={<LoadingBlock label={t('booking.loadingCalendar')} />}>
          <CalendlyBooking
            username={therapist.calendly}
            therapistName={fullName(therapist)}
            prefill={{ name: claims ? `${claims.firstName} ${claims.lastName}`.trim() : '', email: claims?.email ?? '' }}
            onDateAndTimeSelected={() => void booking.checkCredits()}
            onScheduled={(ids) => void booking.book(ids)}
          />
        </Suspense>
      ) : (
        <BuiltInScheduler therapistUserId={therapist.user} booking={booking} />
      )}
    </Box>
  );
}
