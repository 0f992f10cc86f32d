/**
 * "Cambiar la hora": the client moves an upcoming session to another free time of the same therapist (more than 24
 * hours ahead), keeping the credit. The current time is said first; a new time is chosen in the same calendar as
 * the booking and confirmed in one tap.
 */
import { useRef, useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text, LoadingBlock } from '@aliento/ui';
import { useTimeZone } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { SlotPicker, TimeZoneLine, formatSlotRange } from '@aliento/calendar';
import type { Slot } from '@aliento/contracts/scheduling';
import { BOOKING_HORIZON_DAYS } from '@aliento/contracts/limits';
import type { Appointment } from '@aliento/contracts/appointments';
import { NS } from '../../../app/i18n';
import { formatAppointmentTime } from '../../appointments/lib/format-appointment-time';
import { useReschedule } from '../hooks/use-reschedule';

export interface RescheduleDialogProps {
  appointment: Appointment;
  onMoved: (moved: Appointment) => void;
  onClose: () => void;
}

function RescheduleBody({ appointment, onMoved, onClose }: RescheduleDialogProps) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const timeZone = useTimeZone();
  const { slots, moving, error, move } = useReschedule(appointment, timeZone);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const record = appointment.calendlyAppointment;
  const now = record ? formatAppointmentTime(record.startTime, record.endTime, language, timeZone) : null;
  const therapist = `${appointment.therapist.firstName} ${appointment.therapist.lastName}`.trim();

  const pick = (slot: Slot) => {
    setChosen(slot);
    // the confirmation sits under the times: take the focus there, as the booking does
    window.setTimeout(() => confirmButton.current?.focus(), 0);
  };
  const confirm = async () => {
    if (!chosen) return;
    const moved = await move(chosen.startTime);
    if (moved) onMoved(moved);
    else setChosen(null);
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap={4}>
          {now ? <Text>{t('reschedule.current', { when: `${now.date}, ${now.time}`, name: therapist })}</Text> : null}
          <Text color="fg.muted">{t('reschedule.keepsCredit')}</Text>
          <TimeZoneLine />
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{error === 'network' ? t('reschedule.failed') : error}</Alert.Description>
            </Alert.Root>
          ) : null}
          {slots.loading && !slots.data ? (
            <LoadingBlock label={t('reschedule.loading')} />
          ) : slots.error && !slots.data ? (
            <Stack align="start" gap={3} role="alert">
              <Text>{t('reschedule.slotsFailed')}</Text>
              <Button variant="outline" minH="44px" onClick={() => void slots.reload()}>
                {t('retry')}
              </Button>
            </Stack>
          ) : (
            <SlotPicker
              slots={slots.data?.slots ?? []}
              dayCount={BOOKING_HORIZON_DAYS + 1}
              timeZone={timeZone}
              selected={chosen}
              onPick={pick}
              disabled={moving}
              headingId={`reschedule-day-${appointment._id}`}
              empty={<Text>{t('reschedule.noSlots', { name: therapist })}</Text>}
            >
              {chosen ? (
                <Stack gap={3} mt={5} p={4} borderWidth="1px" borderColor="brand.muted" rounded="md" bg="brand.subtle">
                  <Text fontWeight="semibold">{t('reschedule.newTime', { when: formatSlotRange(chosen, language, timeZone) })}</Text>
                  <Button ref={confirmButton} colorPalette="brand" minH="48px" loading={moving} disabled={moving} onClick={() => void confirm()}>
                    {t('reschedule.confirm')}
                  </Button>
                </Stack>
              ) : null}
            </SlotPicker>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" minH="44px" onClick={onClose} disabled={moving}>
          {t('reschedule.keep')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

export function RescheduleDialog(props: RescheduleDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && props.onClose()} placement="center" size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: 0, md: 4 }}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('reschedule.title')}</Dialog.Title>
            </Dialog.Header>
            <RescheduleBody {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label={t('modal.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
