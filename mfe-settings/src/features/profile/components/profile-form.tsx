/** Settings "Profile": first name, last name, e-mail and phone of the signed-in user (every role). */
import { useEffect } from 'react';
import { Heading, Input, SimpleGrid, Stack, FormField, LoadingBlock, useMessage, useResource } from '@aliento/ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@aliento/i18n';
import { toast, type SessionClaims } from '@aliento/core';
import { updateProfileRequestSchema, type UpdateProfileRequest } from '@aliento/contracts/users';
import { NS } from '../../../app/i18n';
import { FormStack } from '../../../components/form-stack';
import { SaveButton } from '../../../components/save-button';
import { setFlash } from '../../../lib/flash';
import { reloadPage } from '../../../lib/reload-page';
import { getUser } from '../api/get-user';
import { updateProfile } from '../api/update-profile';

export function ProfileForm({ claims }: { claims: SessionClaims }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const user = useResource(() => getUser(claims.id), [claims.id]);
  const {
    register, handleSubmit, reset, formState: { errors, isSubmitting },
  } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    mode: 'onTouched',
    defaultValues: { firstName: claims.firstName, lastName: claims.lastName, email: claims.email, phoneNumber: '' },
  });

  useEffect(() => {
    if (user.data) {
      const { firstName, lastName, email, phoneNumber } = user.data;
      reset({ firstName, lastName, email, phoneNumber });
    }
  }, [user.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile(claims.id, values);
      toast.success(t('profile.success'));
      // spec: reload after the update; the message is shown again once the page is back
      setFlash(t('profile.success'));
      reloadPage();
    } catch {
      toast.error(t('profile.failure'));
    }
  });

  // Without the stored record (it failed to load) the form still starts from the token's names and e-mail.
  if (user.loading && !user.data && !user.error) return <LoadingBlock label={t('loading')} />;

  return (
    <FormStack onSubmit={onSubmit} gap={5} maxW="720px" labelledBy="settings-profile-heading">
      <Heading as="h2" size="lg" id="settings-profile-heading">{t('profile.heading')}</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        <FormField label={t('profile.firstName')} error={message(errors.firstName?.message)} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={t('profile.lastName')} error={message(errors.lastName?.message)} required>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label={t('profile.email')} error={message(errors.email?.message)} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label={t('profile.phoneNumber')} error={message(errors.phoneNumber?.message)} hint={t('profile.phoneHint')} required>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phoneNumber')} />
        </FormField>
      </SimpleGrid>
      <div>
        <SaveButton saving={isSubmitting} />
      </div>
    </FormStack>
  );
}
