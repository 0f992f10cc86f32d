/** User Credentials: view mode with Send Password Reset and Edit; edit mode with Update and Cancel. */
import { useState } from 'react';
import { Button, CheckboxGroup, Checkbox, DataList, Fieldset, Flex, HStack, Input, SimpleGrid, Stack, chakra, FormField, useMessage } from '@aliento/ui';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@aliento/i18n';
import { toast } from '@aliento/core';
import { updateCredentialsRequestSchema, type AdminUser } from '@aliento/contracts/admin';
import { ROLES, type Role } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';
import { notifyError } from '../../../lib/notify-error';
import { updateCredentials } from '../api/update-credentials';
import { sendPasswordReset } from '../api/send-password-reset';
import { isAwaitingApproval } from '../lib/user-filters';
import { RoleBadges } from './role-badges';

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

  const sendReset = async () => {
    setSending(true);
    try {
      await sendPasswordReset(user.email);
      toast.success(t('credentials.resetSent'));
    } catch (error) {
      notifyError(error, t('common.networkError'));
    } finally {
      setSending(false);
    }
  };

  if (mode === 'edit') {
    return <CredentialsForm user={user} onCancel={() => setMode('view')} onSaved={async () => { setMode('view'); await onUpdated(); }} />;
  }

  return (
    <Stack gap={5}>
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap={3}>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('credentials.firstName')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.firstName || t('common.notProvided')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('credentials.lastName')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.lastName || t('common.notProvided')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('credentials.email')}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{user.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('credentials.phoneNumber')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.phoneNumber || t('common.notProvided')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('credentials.roles')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap={1} wrap="wrap"><RoleBadges roles={user.roles} /></HStack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item {...ITEM_LAYOUT}>
          <DataList.ItemLabel minW={{ sm: '160px' }}>{t('credentials.status')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {isAwaitingApproval(user) ? t('credentials.statusAwaiting') : t('credentials.statusApproved')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Flex gap={3} wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button variant="outline" colorPalette="brand" minH="44px" loading={sending} onClick={() => void sendReset()}>
          {t('credentials.sendPasswordReset')}
        </Button>
        <Button colorPalette="brand" minH="44px" onClick={() => setMode('edit')}>
          {t('credentials.edit')}
        </Button>
      </Flex>
    </Stack>
  );
}

function CredentialsForm({ user, onCancel, onSaved }: { user: AdminUser; onCancel: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(updateCredentialsRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      roles: user.roles,
      newPassword: '',
      confirmNewPassword: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    // An empty new password means "keep it": do not send the password fields at all.
    const body = values.newPassword ? values : { ...values, newPassword: undefined, confirmNewPassword: undefined };
    try {
      await updateCredentials(body);
      toast.success(t('credentials.updated'));
      await onSaved();
    } catch (error) {
      notifyError(error, t('common.networkError'));
    }
  });

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('credentials.firstName')} error={message(errors.firstName?.message)} required>
            <Input {...register('firstName')} autoComplete="off" minH="44px" />
          </FormField>
          <FormField label={t('credentials.lastName')} error={message(errors.lastName?.message)} required>
            <Input {...register('lastName')} autoComplete="off" minH="44px" />
          </FormField>
          <FormField label={t('credentials.email')} error={message(errors.email?.message)} required>
            <Input {...register('email')} type="email" inputMode="email" autoComplete="off" minH="44px" />
          </FormField>
          <FormField label={t('credentials.phoneNumber')} error={message(errors.phoneNumber?.message)}>
            <Input {...register('phoneNumber')} type="tel" inputMode="tel" autoComplete="off" minH="44px" />
          </FormField>
        </SimpleGrid>
        <Controller
          control={control}
          name="roles"
          render={({ field, fieldState }) => (
            <Fieldset.Root invalid={!!fieldState.error}>
              <Fieldset.Legend>{t('credentials.roles')}</Fieldset.Legend>
              <CheckboxGroup
                value={field.value ?? []}
                onValueChange={(value) => field.onChange(ROLES.filter((r) => value.includes(r)) as Role[])}
                name={field.name}
              >
                <Flex gap={4} wrap="wrap">
                  {ROLES.map((role) => (
                    <Checkbox.Root key={role} value={role} colorPalette="brand" minH="44px" onBlur={field.onBlur}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(`roles.${role}`)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Flex>
              </CheckboxGroup>
              {fieldState.error ? <Fieldset.ErrorText role="alert">{message(fieldState.error.message)}</Fieldset.ErrorText> : null}
            </Fieldset.Root>
          )}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('credentials.newPassword')} error={message(errors.newPassword?.message)} hint={t('credentials.newPasswordHint')}>
            <Input {...register('newPassword')} type="password" autoComplete="new-password" minH="44px" />
          </FormField>
          <FormField label={t('credentials.confirmNewPassword')} error={message(errors.confirmNewPassword?.message)}>
            <Input {...register('confirmNewPassword')} type="password" autoComplete="new-password" minH="44px" />
          </FormField>
        </SimpleGrid>
        <Flex gap={3} wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <Button type="submit" colorPalette="brand" minH="44px" loading={isSubmitting}>
            {t('credentials.update')}
          </Button>
          <Button type="button" variant="ghost" minH="44px" onClick={onCancel} disabled={isSubmitting}>
            {t('credentials.cancel')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
