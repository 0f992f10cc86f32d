/**
 * Settings "Profile": first name, last name, e-mail and phone of the signed-in user (every role). A new sign-in
 * e-mail asks for the current password (the server checks it), and the session is renewed with the new address.
 */
import { Heading, Input, SimpleGrid, FormField, LoadingBlock, useMessage } from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@aliento/i18n';
import { NO_CACHE_HEADERS, page, renewSession, type SessionClaims, toast, useResource } from '@aliento/core';
import type { UpdateProfileRequest, User } from '@aliento/contracts/users';
import { NS } from '../../../app/i18n';
import { FormStack } from '../../../components/form-stack';
import { SaveButton } from '../../../components/save-button';
import { setFlash } from '../../../lib/flash';
import { showServerFields } from '../../../lib/server-fields';
import { accountsApi } from '@aliento/api-client/accounts';

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the settings' first screen
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { updateProfileRequestSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@aliento/contracts/users'),
  ]);
  return zodResolver(updateProfileRequestSchema);
});

export function ProfileForm({ claims }: { claims: SessionClaims }) {
  const { t } = useTranslation(NS);
  const user = useResource(() => accountsApi.getUser({ params: { id: claims.id } }, { headers: NO_CACHE_HEADERS }), [claims.id]);
  if (user.loading && !user.data && !user.error) return <LoadingBlock label={t('loading')} />;
  // Without the stored record (it failed to load) the form still starts from the token's names and e-mail.
  return <ProfileEditor claims={claims} saved={user.data} />;
}

/**
 * The form, mounted once the stored record has arrived: it starts from the record's values (no reset after mounting,
 * which rendered every field a second time in the task that showed the settings).
 */
function ProfileEditor({ claims, saved }: { claims: SessionClaims; saved: User | undefined }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: saved
      ? { firstName: saved.firstName, lastName: saved.lastName, email: saved.email, phoneNumber: saved.phoneNumber }
      : { firstName: claims.firstName, lastName: claims.lastName, email: claims.email, phoneNumber: '' },
  });

  const savedEmail = saved?.email ?? claims.email;
  const emailChanged = watch('email').trim().toLowerCase() !== savedEmail.toLowerCase();

  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    if (emailChanged && !currentPassword) {
      setError('currentPassword', { type: 'required', message: 'currentPasswordRequired' }, { shouldFocus: true });
      return;
    }
    try {
      await accountsApi.updateProfile({ params: { id: claims.id }, body: emailChanged ? { ...values, currentPassword } : values });
      // the token names the e-mail: take a fresh one before the page reloads
      if (emailChanged) await renewSession();
      const done = emailChanged ? t('profile.emailSuccess') : t('profile.success');
      toast.success(done);
      // spec: reload after the update; the message is shown again once the page is back
      setFlash(done);
      page.reload();
    } catch (error) {
      showServerFields(error, setError, ['currentPassword', 'email', 'firstName', 'lastName', 'phoneNumber']);
      toast.error(t('profile.failure'));
    }
  });

  return (
    <FormStack onSubmit={onSubmit} gap={5} maxW="720px" labelledBy="settings-profile-heading">
      <Heading as="h2" size="lg" id="settings-profile-heading">
        {t('profile.heading')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        <FormField label={t('labels.firstName', { ns: 'common' })} error={message(errors.firstName?.message)} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={t('labels.lastName', { ns: 'common' })} error={message(errors.lastName?.message)} required>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label={t('labels.email', { ns: 'common' })} error={message(errors.email?.message)} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label={t('profile.phoneNumber')} error={message(errors.phoneNumber?.message)} hint={t('profile.phoneHint')} required>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phoneNumber')} />
        </FormField>
        {emailChanged ? (
          <FormField
            label={t('profile.currentPassword')}
            error={message(errors.currentPassword?.message)}
            hint={t('profile.currentPasswordHint')}
            required
          >
            <Input type="password" autoComplete="current-password" {...register('currentPassword', { shouldUnregister: true })} />
          </FormField>
        ) : null}
      </SimpleGrid>
      <div>
        <SaveButton saving={isSubmitting} />
      </div>
    </FormStack>
  );
}
