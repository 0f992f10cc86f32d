/** What a person can do with one upcoming appointment: join, move it, ask to cancel, or accept a client's request. */
import { Button, Stack } from '@aliento/ui';
import { CalendarClock, CalendarX2 } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import type { Appointment } from '@aliento/contracts/appointments';
import { NS } from '../i18n';
import { JoinButton } from '../../features/video-room/components/join-button';
import { canReschedule } from '../../features/reschedule/lib/can-reschedule';

export interface AppointmentActionsProps {
  appointment: Appointment;
  /** The client's actions (move, ask to cancel) or the therapist's (accept a request). */
  asClient: boolean;
  busy: boolean;
  onJoin: (appointment: Appointment) => void;
  onMove: (appointment: Appointment) => void;
  onCancel: (appointment: Appointment) => void;
  onAccept: (appointment: Appointment) => void;
}

export function AppointmentActions({ appointment, asClient, busy, onJoin, onMove, onCancel, onAccept }: AppointmentActionsProps) {
  const { t } = useTranslation(NS);
  // a cancelled session has nothing left to do (and no room to join)
  if (appointment.cancelled) return null;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }} gap={3}>
      {appointment.jitsiLink ? <JoinButton appointment={appointment} onJoin={onJoin} /> : null}
      {asClient && canReschedule(appointment) ? (
        <Button variant="outline" colorPalette="brand" minH="44px" onClick={() => onMove(appointment)}>
          <CalendarClock size={18} aria-hidden />
          {t('reschedule.open')}
        </Button>
      ) : null}
      {asClient && !appointment.requestCancellation ? (
        <Button variant="outline" colorPalette="accent" minH="44px" onClick={() => onCancel(appointment)}>
          <CalendarX2 size={18} aria-hidden />
          {t('item.requestCancellation')}
        </Button>
      ) : null}
      {!asClient && appointment.requestCancellation ? (
        <Button colorPalette="accent" minH="44px" loading={busy} disabled={busy} onClick={() => onAccept(appointment)}>
          {t('item.acceptCancellation')}
        </Button>
      ) : null}
    </Stack>
  );
}
