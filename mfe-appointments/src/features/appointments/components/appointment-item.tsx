import type { ReactNode } from 'react';
import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@aliento/ui';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { useTimeZone } from '@aliento/core';
import type { Appointment } from '@aliento/contracts/appointments';
import { NS } from '../../../app/i18n';
import type { AppointmentViewer } from '../lib/classify-appointments';
import { appointmentAnchor } from '../hooks/use-linked-appointment';
import { formatAppointmentTime } from '../lib/format-appointment-time';
import { appointmentStatus } from '../lib/appointment-status';
import { appointmentName } from '../lib/appointment-name';

export interface AppointmentItemProps {
  appointment: Appointment;
  viewer: AppointmentViewer;
  /** Buttons for upcoming items (join, cancellation). */
  actions?: ReactNode;
}

/** One appointment: name, long date, start–end time and 'with' the other party, plus its one status and actions. */
export function AppointmentItem({ appointment, viewer, actions }: AppointmentItemProps) {
  const { t, i18n } = useTranslation(NS);
  // the times read in the person's zone: the item renders again when it changes (its list does not, memo)
  const timeZone = useTimeZone();
  const record = appointment.calendlyAppointment;
  const when = record ? formatAppointmentTime(record.startTime, record.endTime, i18n.language, timeZone) : null;
  const other = viewer === 'therapist' ? appointment.client : appointment.therapist;
  const otherName = `${other.firstName} ${other.lastName}`.trim();
  const status = appointmentStatus(appointment, viewer);

  return (
    <Card.Root
      as="li"
      id={appointmentAnchor(appointment._id)}
      tabIndex={-1}
      scrollMarginTop="96px"
      _focus={{ outline: '3px solid', outlineColor: 'brand.focus' }}
      variant="outline"
      bg="white"
      listStyleType="none"
    >
      <Card.Body gap={3} p={{ base: 4, md: 5 }}>
        <Flex justify="space-between" align="flex-start" gap={3} wrap="wrap">
          <Heading as="h3" size="md">
            {appointmentName(record?.name, i18n.language) || t('item.untitled')}
          </Heading>
          {status ? (
            <Badge colorPalette={status.palette} size="lg" variant="subtle" whiteSpace="normal" textAlign="start">
              {t(status.key)}
            </Badge>
          ) : null}
        </Flex>
        <Stack gap={1} color="fg.muted">
          <Flex align="center" gap={2}>
            <CalendarDays size={18} aria-hidden />
            <Text>{when ? when.date : t('item.dateUnknown')}</Text>
          </Flex>
          {when ? (
            <Flex align="center" gap={2}>
              <Clock size={18} aria-hidden />
              <Text>{when.time}</Text>
            </Flex>
          ) : null}
          <Flex align="center" gap={2}>
            <UserRound size={18} aria-hidden />
            <Text>{t('item.with', { name: otherName })}</Text>
          </Flex>
        </Stack>
        {appointment.requestCancellation && appointment.cancellationReason ? (
          <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
            {t('cancel.reasonShown', { reason: appointment.cancellationReason })}
          </Text>
        ) : null}
        {actions ? <Box>{actions}</Box> : null}
      </Card.Body>
    </Card.Root>
  );
}
