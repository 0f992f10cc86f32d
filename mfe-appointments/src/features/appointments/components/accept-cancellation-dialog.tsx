import { Stack, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import type { Appointment } from '@aliento/contracts/appointments';
import { NS } from '../../../app/i18n';
import { formatAppointmentTime } from '../lib/format-appointment-time';
import { appointmentName } from '../lib/appointment-name';
import { ConfirmDialog } from './confirm-dialog';

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
    <ConfirmDialog
      open={!!appointment}
      title={t('accept.title')}
      backLabel={t('accept.back')}
      confirmLabel={t('accept.confirm')}
      pending={pending}
      onConfirm={() => appointment && onConfirm(appointment)}
      onClose={onClose}
    >
      <Stack gap={3}>
        <Text fontWeight="semibold">{session}</Text>
        <Text>{t('accept.frees')}</Text>
        <Text color="fg.muted">{appointment?.refundStatus === 'DECLINED' ? t('accept.creditDeclined') : t('accept.creditPending')}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
