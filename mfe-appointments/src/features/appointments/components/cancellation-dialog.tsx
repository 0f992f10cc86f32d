import { useState } from 'react';
import { Alert, Field, Stack, Text, Textarea } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { CANCELLATION_REASON_MAX, type Appointment } from '@aliento/contracts/appointments';
import { NS } from '../../../app/i18n';
import { keepsCreditOnCancellation } from '../lib/cancellation-notice';
import { ConfirmDialog } from './confirm-dialog';

export interface CancellationDialogProps {
  /** The appointment the client wants to cancel; null closes the dialog. */
  appointment: Appointment | null;
  pending: boolean;
  /** The reason is what the client wrote (possibly empty: it is optional). */
  onConfirm: (appointment: Appointment, reason: string) => void;
  onClose: () => void;
}

/**
 * Before a client requests a cancellation: says whether the 24-hour notice keeps their credit, and lets them say why
 * if they want to (their therapist reads it).
 */
export function CancellationDialog({ appointment, pending, onConfirm, onClose }: CancellationDialogProps) {
  const { t } = useTranslation(NS);
  const keepsCredit = appointment?.calendlyAppointment ? keepsCreditOnCancellation(appointment.calendlyAppointment.startTime) : false;
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={!!appointment}
      title={t('cancel.title')}
      backLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      pending={pending}
      onConfirm={() => appointment && onConfirm(appointment, reason)}
      onClose={onClose}
    >
      <Stack gap={3}>
        <Alert.Root status={keepsCredit ? 'info' : 'warning'}>
          <Alert.Indicator />
          <Alert.Description>{keepsCredit ? t('cancel.keepsCredit') : t('cancel.lateNotice')}</Alert.Description>
        </Alert.Root>
        {keepsCredit ? null : <Text color="fg.muted">{t('cancel.afterRequest')}</Text>}
        <Field.Root>
          <Field.Label>{t('cancel.reasonLabel')}</Field.Label>
          <Textarea value={reason} maxLength={CANCELLATION_REASON_MAX} rows={3} disabled={pending} onChange={(e) => setReason(e.target.value)} />
          <Field.HelperText color="fg.muted">{t('cancel.reasonHint')}</Field.HelperText>
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
