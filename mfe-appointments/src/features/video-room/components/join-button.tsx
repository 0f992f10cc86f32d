import { useId } from 'react';
import { Button, Stack, Text } from '@aliento/ui';
import { Video } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import type { Appointment } from '@aliento/contracts/appointments';
import { NS } from '../../../app/i18n';
import { useClockUntil } from '../hooks/use-clock-until';
import { joinWindowState, nextJoinChange, waitText } from '../lib/join-window';

export interface JoinButtonProps {
  /** An upcoming, live appointment with a room. */
  appointment: Appointment;
  onJoin: (appointment: Appointment) => void;
}

/**
 * Join, enabled in the join window (10 minutes before the start to the end). Before it, the button is disabled and
 * says when it opens ("Opens in 2 h 5 min"), counting down each minute; it enables itself when the window opens.
 */
export function JoinButton({ appointment, onJoin }: JoinButtonProps) {
  const { t, i18n } = useTranslation(NS);
  const hintId = useId();
  const record = appointment.calendlyAppointment;
  // without known times (a Calendly event without a token) the server decides and explains
  const stateAt = (now: number) => (record ? joinWindowState(record.startTime, record.endTime, now) : null);
  const now = useClockUntil((at) => {
    const state = stateAt(at);
    return state ? nextJoinChange(state, at) : null;
  });
  const state = stateAt(now);
  const hint =
    state?.kind === 'early'
      ? t('join.opensIn', { wait: waitText(state.minutesLeft, i18n.language) })
      : state?.kind === 'closed'
        ? t('join.ended')
        : null;
  return (
    <Stack gap={1}>
      <Button colorPalette="brand" minH="44px" disabled={!!hint} aria-describedby={hint ? hintId : undefined} onClick={() => onJoin(appointment)}>
        <Video size={18} aria-hidden />
        {t('item.join')}
      </Button>
      {hint ? (
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
