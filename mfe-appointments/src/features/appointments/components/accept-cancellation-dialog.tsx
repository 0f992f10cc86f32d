import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import type { Appointment } from '@aliento/contracts/appointments';
import { NS } from '../../../app/i18n';
import { formatAppointmentTime } from '../lib/format-appointment-time';
import { appointmentName } from '../lib/appointment-name';

export interface AcceptCancellationDialogProps {
  /** The requested appointment the therapist is about to cancel; null closes the dialog. */
  appointment: Appointment | null;
  pending: boolean;
  onConfirm: (appointment: Appointment) => void;
  onClose: () => void;
}

/**
 * Before a therapist accepts a client's cancellation request: names the session and says what accepting does (the
 * session is off and the time frees; the credit is the team's decision, or already declined).
 */
export function AcceptCancellationDialog({ appointment, pending, onConfirm, onClose }: AcceptCancellationDialogProps) {
  const { t, i18n } = useTranslation(NS);
  const record = appointment?.calendlyAppointment ?? null;
  const when = record ? formatAppointmentTime(record.startTime, record.endTime, i18n.language) : null;
  const client = appointment ? `${appointment.client.firstName} ${appointment.client.lastName}`.trim() : '';
  const session = t('accept.session', {
    name: appointmentName(record?.name, i18n.language) || t('item.untitled'),
    when: when ? `${when.date}, ${when.time}` : t('item.dateUnknown'),
    client,
  });
  return (
    <Dialog.Root
      open={!!appointment}
      onOpenChange={(e) => {
        if (!e.open && !pending) onClose();
      }}
      placement="center"
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={4}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('accept.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Text fontWeight="semibold">{session}</Text>
                <Text>{t('accept.frees')}</Text>
                <Text color="fg.muted">{appointment?.refundStatus === 'DECLINED' ? t('accept.creditDeclined') : t('accept.creditPending')}</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap={3}>
              <Button variant="outline" minH="44px" onClick={onClose} disabled={pending}>
                {t('accept.back')}
              </Button>
              <Button colorPalette="accent" minH="44px" loading={pending} disabled={pending} onClick={() => appointment && onConfirm(appointment)}>
                {t('accept.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label={t('modal.close')} disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
