import { useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { CANCELLATION_REASON_MAX, type Appointment } from '@aliento/contracts/appointments';
import { NS } from '../../../app/i18n';
import { keepsCreditOnCancellation } from '../lib/cancellation-notice';

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
              <Dialog.Title>{t('cancel.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Alert.Root status={keepsCredit ? 'info' : 'warning'}>
                  <Alert.Indicator />
                  <Alert.Description>{keepsCredit ? t('cancel.keepsCredit') : t('cancel.lateNotice')}</Alert.Description>
                </Alert.Root>
                {keepsCredit ? null : <Text color="fg.muted">{t('cancel.afterRequest')}</Text>}
                <Field.Root>
                  <Field.Label>{t('cancel.reasonLabel')}</Field.Label>
                  <Textarea
                    value={reason}
                    maxLength={CANCELLATION_REASON_MAX}
                    rows={3}
                    disabled={pending}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  <Field.HelperText color="fg.muted">{t('cancel.reasonHint')}</Field.HelperText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap={3}>
              <Button variant="outline" minH="44px" onClick={onClose} disabled={pending}>
                {t('cancel.keep')}
              </Button>
              <Button
                colorPalette="accent"
                minH="44px"
                loading={pending}
                disabled={pending}
                onClick={() => appointment && onConfirm(appointment, reason)}
              >
                {t('cancel.confirm')}
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
