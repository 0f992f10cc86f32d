/** The Calendly inline widget (loaded lazily, only for therapists with a Calendly username). */
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

/** The scheduling page URL: a username, or a full link some therapists paste instead. */
export function calendlyUrl(username: string): string {
  const value = username.trim();
  return /^https?:\/\//i.test(value) ? value : `https://calendly.com/${value.replace(/^\/+/, '')}`;
}

export interface CalendlyBookingProps {
  username: string;
  therapistName: string;
  prefill: { name: string; email: string };
  onDateAndTimeSelected: () => void;
  onScheduled: (ids: { eventId: string; inviteeId: string }) => void;
}

export default function CalendlyBooking({ username, therapistName, prefill, onDateAndTimeSelected, onScheduled }: CalendlyBookingProps) {
  const { t } = useTranslation(NS);
  useCalendlyEventListener({
    onDateAndTimeSelected: () => onDateAndTimeSelected(),
    onEventScheduled: (e) =>
      onScheduled({ eventId: calendlyId(e.data.payload.event.uri), inviteeId: calendlyId(e.data.payload.invitee.uri) }),
  });
  return (
    <InlineWidget
      url={calendlyUrl(username)}
      prefill={prefill}
      styles={{ height: `${CALENDLY_HEIGHT}px`, minWidth: '280px' }}
      iframeTitle={t('booking.calendlyTitle', { name: therapistName })}
      LoadingSpinner={() => <LoadingBlock label={t('booking.loadingCalendar')} />}
    />
  );
}
