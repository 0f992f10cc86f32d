/** The detail of one cancellation request in a dialog, with Accept/Refund and Decline Refund while it is pending. */
import { useEffect, useState } from 'react';
import { Button, CloseButton, DataList, Dialog, Flex, Link, Portal, Text } from '@aliento/ui';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { toast } from '@aliento/core';
import type { CancellationRequest } from '@aliento/contracts/admin';
import type { RefundMethod } from '@aliento/contracts/admin-payments';
import { NS } from '../../../app/i18n';
import { formatFullDate } from '../../../lib/format-date';
import { ConfirmStep } from '../../../lib/confirm-step';
import { notifyError } from '../../../lib/notify-error';
import { fullName } from '../../../lib/person-text';
import { adminApi } from '@aliento/api-client/admin';
import { isDecidable } from '../lib/cancellation-filters';
import { RefundMethodChoice } from './refund-method-choice';
import { RefundStatusBadge } from './refund-status-badge';

type Decision = 'refund' | 'decline';

export interface CancellationDetailProps {
  request: CancellationRequest | null;
  onClose: () => void;
  /** Refetches the list after a decision (or a refused one: someone else may have decided first). */
  onDecided: () => Promise<void>;
}

export function CancellationDetail({ request, onClose, onDecided }: CancellationDetailProps) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const [pending, setPending] = useState<Decision | null>(null);
  // a decision about money is confirmed with its summary before it is sent
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const [method, setMethod] = useState<RefundMethod>('credit');
  // each request starts from the default: a session credit
  useEffect(() => {
    setMethod('credit');
    setConfirming(null);
  }, [request?._id]);

  const decide = async (decision: Decision) => {
    if (!request || pending) return;
    setConfirming(null);
    setPending(decision);
    try {
      if (decision === 'refund') await adminApi.refund({ body: { appointmentId: request.appointmentId, method } });
      else await adminApi.declineRefund({ body: { appointmentId: request.appointmentId } });
      toast.success(
        t(decision === 'decline' ? 'cancellations.declined' : method === 'card' ? 'cancellations.refundedToCard' : 'cancellations.refunded'),
      );
      await onDecided();
    } catch (error) {
      notifyError(error, t('common.networkError'));
      await onDecided();
    } finally {
      setPending(null);
    }
  };

  const decidable = request ? isDecidable(request) : false;
  const summary =
    request && confirming
      ? t(
          confirming === 'decline'
            ? 'cancellations.confirmDecline'
            : method === 'card'
              ? 'cancellations.confirmRefundCard'
              : 'cancellations.confirmRefundCredit',
          {
            client: fullName(request.client),
            date: formatFullDate(request.calendlyAppointment?.startTime, language) ?? t('cancellations.noSchedule'),
          },
        )
      : null;

  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(e) => {
        if (!e.open && !pending) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {request ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('cancellations.detailTitle')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <DataList.Root orientation="vertical" gap={4}>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('cancellations.requestDate')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {formatFullDate(request.requestCancellationDate, language) ?? t('cancellations.noDate')}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('cancellations.appointmentDate')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {formatFullDate(request.calendlyAppointment?.startTime, language) ?? t('cancellations.noSchedule')}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('cancellations.client')}</DataList.ItemLabel>
                      <DataList.ItemValue flexDirection="column" alignItems="start">
                        <Text>{fullName(request.client)}</Text>
                        <Text color="fg.muted" overflowWrap="anywhere">
                          {request.client.email ?? t('common.notProvided')}
                        </Text>
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('cancellations.therapist')}</DataList.ItemLabel>
                      <DataList.ItemValue flexDirection="column" alignItems="start">
                        <Text>{fullName(request.therapist)}</Text>
                        <Text color="fg.muted" overflowWrap="anywhere">
                          {request.therapist.email ?? t('common.notProvided')}
                        </Text>
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('cancellations.meetingLink')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {request.jitsiLink ? (
                          <Link href={request.jitsiLink} target="_blank" rel="noopener noreferrer" color="brand.fg" overflowWrap="anywhere">
                            {request.jitsiLink}
                          </Link>
                        ) : (
                          t('common.notProvided')
                        )}
                      </DataList.ItemValue>
                    </DataList.Item>
                    {request.cancellationReason ? (
                      <DataList.Item>
                        <DataList.ItemLabel>{t('cancellations.reason')}</DataList.ItemLabel>
                        <DataList.ItemValue whiteSpace="pre-line" overflowWrap="anywhere">
                          {request.cancellationReason}
                        </DataList.ItemValue>
                      </DataList.Item>
                    ) : null}
                    <DataList.Item>
                      <DataList.ItemLabel>{t('cancellations.sessionCancelled')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {t(request.cancelled ? 'cancellations.sessionCancelledYes' : 'cancellations.sessionCancelledNo')}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('cancellations.status')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <RefundStatusBadge status={request.refundStatus} />
                      </DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                  {decidable ? <RefundMethodChoice value={method} onChange={setMethod} disabled={pending !== null || confirming !== null} /> : null}
                  {!decidable ? (
                    <Text mt={4} color="fg.muted">
                      {t('cancellations.decidedNote')}
                    </Text>
                  ) : null}
                </Dialog.Body>
                <Dialog.Footer>
                  {decidable && summary && confirming ? (
                    <ConfirmStep
                      summary={summary}
                      colorPalette={confirming === 'decline' ? 'accent' : 'brand'}
                      onConfirm={() => void decide(confirming)}
                      onBack={() => setConfirming(null)}
                    />
                  ) : decidable ? (
                    <Flex gap={3} wrap="wrap" direction={{ base: 'column', sm: 'row' }} w={{ base: 'full', sm: 'auto' }}>
                      <Button
                        variant="outline"
                        colorPalette="accent"
                        minH="44px"
                        loading={pending === 'decline'}
                        loadingText={t('cancellations.decline')}
                        disabled={pending !== null}
                        onClick={() => setConfirming('decline')}
                      >
                        {t('cancellations.decline')}
                      </Button>
                      <Button
                        colorPalette="brand"
                        minH="44px"
                        loading={pending === 'refund'}
                        loadingText={t('cancellations.refund')}
                        disabled={pending !== null}
                        onClick={() => setConfirming('refund')}
                      >
                        {t('cancellations.refund')}
                      </Button>
                    </Flex>
                  ) : (
                    <Button variant="outline" minH="44px" onClick={onClose}>
                      {t('cancellations.close')}
                    </Button>
                  )}
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('cancellations.close')} disabled={pending !== null} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
