/** Settings "Password": a new password with the current one; the server ends the other sessions and tells the owner. */
import { Heading, Input, Stack, Text, FormField, useMessage } from '@aliento/ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@aliento/i18n';
import { toast } from '@aliento/core';
import { changePasswordFormSchema, type ChangePasswordForm as Values } from '@aliento/contracts/account';
import { NS } from '../../../app/i18n';
import { FormStack } from '../../../components/form-stack';
import { SaveButton } from '../../../components/save-button';
import { showServerFields } from '../../../lib/server-fields';
import { accountsApi } from '@aliento/api-client/accounts';
import '../i18n';

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(changePasswordFormSchema), mode: 'onTouched', defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { message: done } = await accountsApi.changePassword({ params: { id: userId }, body: { currentPassword, newPassword } });
      toast.success(done);
      reset(EMPTY);
    } catch (error) {
      showServerFields(error, setError, ['currentPassword', 'newPassword']);
      toast.error(t('password.failure'));
    }
  });

  return (
    <FormStack onSubmit={onSubmit} gap={5} maxW="480px" labelledBy="settings-password-heading">
      <Stack gap={1}>
        <Heading as="h2" size="lg" id="settings-password-heading">
          {t('password.heading')}
        </Heading>
        <Text color="fg.muted">{t('password.intro')}</Text>
      </Stack>
      <FormField label={t('password.currentPassword')} error={message(errors.currentPassword?.message)} required>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField label={t('password.newPassword')} error={message(errors.newPassword?.message)} required>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label={t('password.confirmNewPassword')} error={message(errors.confirmNewPassword?.message)} required>
        <Input type="password" autoComplete="new-password" {...register('confirmNewPassword')} />
      </FormField>
      <div>
        <SaveButton saving={isSubmitting}>{t('password.submit')}</SaveButton>
      </div>
    </FormStack>
  );
}
