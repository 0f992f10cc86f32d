/** Forgot password: asks for the e-mail and sends a reset link (spec section 8 texts). */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Input, Stack, Text, FormField, useMessage } from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import { useTranslation } from '@aliento/i18n';
import { errorText, toast } from '@aliento/core';
import { forgotPassword } from '../api/forgot-password';
import { NS } from '../i18n';

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the page
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { forgotPasswordRequestSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@aliento/contracts/auth'),
  ]);
  return zodResolver(forgotPasswordRequestSchema);
});

export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: () => void }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    try {
      await forgotPassword(values);
      setSent(true);
    } catch (err) {
      toast.error(errorText(err) ?? t('errors.network', { ns: 'common' }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
      <Stack gap={5}>
        <Stack gap={1}>
          <Text id="forgot-title" as="h2" fontSize="xl" fontWeight="semibold">
            {t('forgot.title')}
          </Text>
          <Text color="fg.muted">{t('forgot.body')}</Text>
        </Stack>
        {sent ? (
          <Alert.Root status="success" role="status" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{t('forgot.sent')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormField label={t('forgot.email')} error={message(errors.email?.message)} required>
          <Input type="email" inputMode="email" autoComplete="email" size="lg" {...register('email')} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('forgot.submitting')}>
          {t('forgot.submit')}
        </Button>
        <Button type="button" variant="ghost" colorPalette="brand" minH="44px" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Stack>
    </form>
  );
}
