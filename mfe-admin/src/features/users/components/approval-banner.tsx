import { useState } from 'react';
import { Alert, Button, Stack } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { toast } from '@aliento/core';
import type { AdminUser } from '@aliento/contracts/admin';
import { NS } from '../../../app/i18n';
import { ConfirmStep } from '../../../lib/confirm-step';
import { notifyError } from '../../../lib/notify-error';
import { fullName } from '../../../lib/person-text';
import { adminApi } from '@aliento/api-client/admin';

/** A therapist applicant: say so and offer Approve (PUT /api/admin/update-therapist with approved true). */
export function ApprovalBanner({ user, onApproved }: { user: AdminUser; onApproved: () => Promise<void> }) {
  const { t } = useTranslation(NS);
  const [pending, setPending] = useState(false);
  // access to the product is confirmed with what it means before it is given
  const [confirming, setConfirming] = useState(false);

  const approve = async () => {
    setConfirming(false);
    setPending(true);
    try {
      await adminApi.adminUpdateTherapist({ body: { _id: user.id, approved: true } });
      toast.success(t('approval.approved'));
      await onApproved();
    } catch (error) {
      notifyError(error, t('common.networkError'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Alert.Root status="warning" mb={5} flexDirection={{ base: 'column', md: 'row' }} alignItems={{ base: 'stretch', md: 'center' }} gap={3}>
      <Stack direction="row" gap={3} flex="1">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('approval.title')}</Alert.Title>
          <Alert.Description>{t('approval.body')}</Alert.Description>
        </Alert.Content>
      </Stack>
      {confirming ? (
        <ConfirmStep
          summary={t('approval.confirmApprove', { name: fullName(user) })}
          onConfirm={() => void approve()}
          onBack={() => setConfirming(false)}
        />
      ) : (
        <Button colorPalette="brand" minH="44px" loading={pending} onClick={() => setConfirming(true)}>
          {t('approval.approve')}
        </Button>
      )}
    </Alert.Root>
  );
}
