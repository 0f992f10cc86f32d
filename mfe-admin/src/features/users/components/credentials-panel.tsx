/** User Credentials: view mode with Send Password Reset and Edit; edit mode with Update and Cancel. */
import { useEffect, useState } from 'react';
import { Button, DataList, Flex, HStack, Stack } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { toast } from '@aliento/core';
import type { AdminUser } from '@aliento/contracts/admin';
import { NS } from '../../../app/i18n';
import { ConfirmStep } from '../../../lib/confirm-step';
import { notifyError } from '../../../lib/notify-error';
import { accountsApi } from '@aliento/api-client/accounts';
import { isAwaitingApproval } from '../lib/user-filters';
import { lazyPanel } from './lazy-panel';
import { RoleBadges } from './role-badges';

// The edit form (and react-hook-form with it) is fetched when the credentials are first shown, not with the list.
const CredentialsForm = lazyPanel(() => import('./credentials-form').then((m) => m.CredentialsForm));

/**
 * A responsive orientation on the data list mixes the two recipes (the vertical column direction stays on wider
 * screens, so label and value would stack centred): set the item's direction per breakpoint explicitly.
 */
const ITEM_LAYOUT = {
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'flex-start', sm: 'center' },
  gap: { base: 1, sm: 4 },
} as const;

export interface CredentialsPanelProps {
  user: AdminUser;
  onUpdated: () => Promise<void>;
}

export function CredentialsPanel({ user, onUpdated }: CredentialsPanelProps) {
  const { t } = useTranslation(NS);
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [sending, setSending] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);

  // Opening a user's details is the action before Edit: fetch the form now so Edit opens it at once.
  useEffect(() => CredentialsForm.preload(), []);

  const sendReset = async () => {
    setConfirmingReset(false);
    setSending(true);
    try {
      await accountsApi.forgotPassword({ body: { email: user.email } });
      toast.success(t('credentials.resetSent'));
    } catch (error) {
      notifyError(error, t('common.networkError'));
    } finally {
      setSending(false);
    }
  };

  if (mode === 'edit') {
    return (
      <CredentialsForm
        user={user}
        onCancel={() => setMode('view')}
        onSaved={async () => {
          setMode('view');
          await onUpdated();
        }}
      />
    );
  }

  return (
    <Stack gap={5}>
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap={3}>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('labels.firstName', { ns: 'common' })}</DataList.ItemLabel>
          <DataList.ItemValue>{user.firstName || t('common.notProvided')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('labels.lastName', { ns: 'common' })}</DataList.ItemLabel>
          <DataList.ItemValue>{user.lastName || t('common.notProvided')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('labels.email', { ns: 'common' })}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{user.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('credentials.phoneNumber')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.phoneNumber || t('common.notProvided')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('credentials.roles')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap={1} wrap="wrap">
              <RoleBadges roles={user.roles} />
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('credentials.status')}</DataList.ItemLabel>
          <DataList.ItemValue>{isAwaitingApproval(user) ? t('credentials.statusAwaiting') : t('credentials.statusApproved')}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {confirmingReset ? (
        <ConfirmStep
          summary={t('credentials.confirmReset', { email: user.email })}
          onConfirm={() => void sendReset()}
          onBack={() => setConfirmingReset(false)}
        />
      ) : (
        <Flex gap={3} wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <Button variant="outline" colorPalette="brand" minH="44px" loading={sending} onClick={() => setConfirmingReset(true)}>
            {t('credentials.sendPasswordReset')}
          </Button>
          <Button colorPalette="brand" minH="44px" onClick={() => setMode('edit')}>
            {t('credentials.edit')}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
