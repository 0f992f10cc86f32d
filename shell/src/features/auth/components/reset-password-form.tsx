/** The password-reset form shown at /signin?token=… (spec: 'Required', 'Must match initial password'). */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Input, Stack, FormField, useMessage } from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import { useNavigate, apiErrorBody, paths, signOut, toast, type SigninNavState } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { resetPassword } from '../api/reset-password';
import { NS } from '../i18n';
import { AuthCard } from './auth-card';

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the page
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { resetPasswordFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@aliento/contracts/auth')]);
  return zodResolver(resetPasswordFormSchema);
});

export function ResetPasswordForm({ resetPasswordToken }: { resetPasswordToken: string }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ resetPasswordToken, password });
      // The server invalidates older tokens on a password change: start the new sign-in from a clean session.
      signOut();
      const state: SigninNavState = { message: t('reset.success') };
      navigate(paths.signin, { replace: true, state });
    } catch (err) {
      toast.error(t('reset.failed'));
      setFailure(apiErrorBody(err)?.message ?? t('reset.failed'));
    }
  });

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.body')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={5}>
          {failure ? (
            <Alert.Root status="error" role="alert" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          ) : null}
          <FormField label={t('reset.password')} error={message(errors.password?.message)} required>
            <Input type="password" autoComplete="new-password" size="lg" {...register('password')} />
          </FormField>
          <FormField label={t('reset.confirmPassword')} error={message(errors.confirmPassword?.message)} required>
            <Input type="password" autoComplete="new-password" size="lg" {...register('confirmPassword')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('reset.submitting')}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
