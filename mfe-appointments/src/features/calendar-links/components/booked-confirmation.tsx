/**
 * What a client sees right after booking: the session (when, with whom, in their time zone), that the calendar
 * invitation was mailed to them, and add-to-calendar links. It stays until they close it.
 */
import { Alert, CloseButton, Stack, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { paths, useTimeZone } from '@aliento/core';
import { timeZoneLabel } from '@aliento/calendar';
import type { Appointment } from '@aliento/contracts/appointments';
import { NS } from '../../../app/i18n';
import { formatAppointmentTime } from '../../appointments/lib/format-appointment-time';
import { AddToCalendar } from './add-to-calendar';
import type { CalendarEvent } from '../lib/calendar-links';

export interface BookedConfirmationProps {
  /** The booked session, once the list has it. */
  appointment: Appointment | null;
  email: string;
  onClose: () => void;
}

/** The session as a calendar event, in the reader's words. */
export function sessionEvent(appointment: Appointment, texts: { title: string; details: string }): CalendarEvent | null {
  const record = appointment.calendlyAppointment;
  if (!record) return null;
  return {
    id: appointment._id,
    title: texts.title,
    start: record.startTime,
    end: record.endTime,
    details: texts.details,
    location: appointment.jitsiLink,
  };
}

export function BookedConfirmation({ appointment, email, onClose }: BookedConfirmationProps) {
  const { t, i18n } = useTranslation(NS);
  const timeZone = useTimeZone();
  const record = appointment?.calendlyAppointment ?? null;
  const when = record ? formatAppointmentTime(record.startTime, record.endTime, i18n.language, timeZone) : null;
  const therapist = appointment ? `${appointment.therapist.firstName} ${appointment.therapist.lastName}`.trim() : '';
  const event = appointment
    ? sessionEvent(appointment, {
        title: t('calendarLinks.eventTitle', { name: therapist }),
        details: t('calendarLinks.eventDetails', { url: `${window.location.origin}${paths.appointments}` }),
      })
    : null;
  return (
    <Alert.Root status="success" role="status" aria-live="polite" mb={6} alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap={3}>
          <Alert.Title fontSize="md">{t('banner.booked')}</Alert.Title>
          {when ? (
            <Stack gap={0}>
              {/* the words of the mail: "martes, 5 de marzo de 2030, 9:00–9:45, hora oriental (New York)" */}
              <Text fontWeight="semibold">
                {when.date}, {when.time}, {timeZoneLabel(timeZone, i18n.language, new Date(record!.startTime))}
              </Text>
              <Text>{t('booked.with', { name: therapist })}</Text>
            </Stack>
          ) : null}
          <Text>{t('booked.invitation', { email })}</Text>
          {event ? <AddToCalendar event={event} /> : null}
        </Stack>
      </Alert.Content>
      <CloseButton size="md" minW="44px" minH="44px" aria-label={t('banner.close')} onClick={onClose} />
    </Alert.Root>
  );
}
