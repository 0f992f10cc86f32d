/** The Calendly inline widget (loaded lazily, only for therapists the server books through Calendly). */
import { InlineWidget, useCalendlyEventListener } from 'react-calendly';
import { useTranslation } from '@aliento/i18n';
import { LoadingBlock } from '@aliento/ui';
import { NS } from '../../../app/i18n';

/** Spec section 9: the scheduling widget is 780 px high. */
export const CALENDLY_HEIGHT = 780;

/** The id at the end of a Calendly resource URI (…/scheduled_events/AAA → AAA). */
export function calendlyId(uri: string): string {
  return uri.replace(/\/+$/, '').split('/').pop() ?? '';
}

export interface CalendlyBookingProps {
  /** The therapist's Calendly page, as the server gave it (only pages whose bookings it can verify). */
  url: string;
  therapistName: string;
  prefill: { name: string; email: string };
  onDateAndTimeSelected: () => void;
  onScheduled: (ids: { eventId: string; inviteeId: string }) => void;
}

export default function CalendlyBooking({ url, therapistName, prefill, onDateAndTimeSelected, onScheduled }: CalendlyBookingProps) {
  const { t } = useTranslation(NS);
  useCalendlyEventListener({
    onDateAndTimeSelected: () => onDateAndTimeSelected(),
    onEventScheduled: (e) => onScheduled({ eventId: calendlyId(e.data.payload.event.uri), inviteeId: calendlyId(e.data.payload.invitee.uri) }),
  });
  return (
    <InlineWidget
      url={url}
      prefill={prefill}
      styles={{ height: `${CALENDLY_HEIGHT}px`, minWidth: '280px' }}
      iframeTitle={t('booking.calendlyTitle', { name: therapistName })}
      LoadingSpinner={() => <LoadingBlock label={t('booking.loadingCalendar')} />}
    />
  );
}
