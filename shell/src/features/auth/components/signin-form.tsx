/** The sign-in form: e-mail and password; only an approved token is stored (spec section 4). */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Input, Stack, FormField, Text, useMessage } from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import { useTranslation } from '@aliento/i18n';
import { errorText, signIn, toast } from '@aliento/core';
import { login } from '../api/login';
import { NS } from '../i18n';

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the page
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { loginRequestSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@aliento/contracts/auth')]);
  return zodResolver(loginRequestSchema);
});

export interface SigninFormProps {
  /** Called once an approved token is stored. */
  onSignedIn: () => void;
  /** Opens the forgot-password form with what the user typed so far. */
  onForgotPassword: (email: string) => void;
  /** The e-mail just registered: filled in, and the focus waits in the password field. */
  defaultEmail?: string;
}

export function SigninForm({ onSignedIn, onForgotPassword, defaultEmail }: SigninFormProps) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const [underReview, setUnderReview] = useState(false);
  // shown next to the form as well as in the toast (which is announced, and goes away)
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, mode: 'onTouched', defaultValues: { email: defaultEmail ?? '', password: '' } });
  useEffect(() => {
    if (defaultEmail) setFocus('password');
  }, [defaultEmail, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setUnderReview(false);
    setFailure(null);
    const fail = (text: string) => {
      setFailure(text);
      toast.error(text);
    };
    try {
      const answer = await login(values);
      const { stored, claims } = signIn(answer.token);
      if (stored) {
        onSignedIn();
      } else if (!answer.approved || claims?.approved === false) {
        // The server answers 200 for an unapproved therapist; nothing is stored and the banner explains why.
        setUnderReview(true);
      } else {
        fail(t('signin.loginFailed'));
      }
    } catch (err) {
      fail(errorText(err) ?? t('errors.network', { ns: 'common' }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={5}>
        {underReview ? (
          <Alert.Root status="warning" role="alert" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{t('signin.underReview')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormField label={t('signin.email')} error={message(errors.email?.message)} required>
          <Input type="email" inputMode="email" autoComplete="email" size="lg" {...register('email')} />
        </FormField>
        <FormField label={t('signin.password')} error={message(errors.password?.message)} required>
          <Input type="password" autoComplete="current-password" size="lg" {...register('password')} />
        </FormField>
        <Button
          type="button"
          variant="plain"
          colorPalette="brand"
          alignSelf="flex-start"
          px={0}
          minH="44px"
          textDecoration="underline"
          onClick={() => onForgotPassword(getValues('email'))}
        >
          {t('signin.forgot')}
        </Button>
        {failure ? (
          <Text id="signin-failure" color="fg.error" fontWeight="medium">
            {failure}
          </Text>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={isSubmitting}
          loadingText={t('signin.submitting')}
          aria-describedby={failure ? 'signin-failure' : undefined}
        >
          {t('signin.submit')}
        </Button>
      </Stack>
    </form>
  );
}
