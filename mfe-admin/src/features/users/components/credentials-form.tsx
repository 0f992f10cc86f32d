/** User Credentials in edit mode: the form with Update and Cancel (fetched on demand by the credentials panel). */
import { Button, Flex, Input, SimpleGrid, Stack, chakra, FormField, useMessage } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { updateCredentialsRequestSchema, type AdminUser } from '@aliento/contracts/admin';
import { ROLES } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';
import { adminApi } from '@aliento/api-client/admin';
import { useAdminForm } from '../hooks/use-admin-form';
import { CheckboxChoices } from './checkbox-choices';

export interface CredentialsFormProps {
  user: AdminUser;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}

export function CredentialsForm({ user, onCancel, onSaved }: CredentialsFormProps) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const { register, control, errors, isSubmitting, submit } = useAdminForm({
    schema: updateCredentialsRequestSchema,
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
    // An empty new password means "keep it": do not send the password fields at all.
    save: (values) =>
      adminApi.adminUpdateCredentials({
        body: values.newPassword ? values : { ...values, newPassword: undefined, confirmNewPassword: undefined },
      }),
    saved: t('credentials.updated'),
    failed: t('common.networkError'),
    afterSave: onSaved,
  });

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('labels.firstName', { ns: 'common' })} error={message(errors.firstName?.message)} required>
            <Input {...register('firstName')} autoComplete="off" minH="44px" />
          </FormField>
          <FormField label={t('labels.lastName', { ns: 'common' })} error={message(errors.lastName?.message)} required>
            <Input {...register('lastName')} autoComplete="off" minH="44px" />
          </FormField>
          <FormField label={t('labels.email', { ns: 'common' })} error={message(errors.email?.message)} required>
            <Input {...register('email')} type="email" inputMode="email" autoComplete="off" minH="44px" />
          </FormField>
          <FormField label={t('credentials.phoneNumber')} error={message(errors.phoneNumber?.message)}>
            <Input {...register('phoneNumber')} type="tel" inputMode="tel" autoComplete="off" minH="44px" />
          </FormField>
        </SimpleGrid>
        <CheckboxChoices
          control={control}
          name="roles"
          legend={t('credentials.roles')}
          options={ROLES}
          layout="inline"
          touchOnBlur
          labelOf={(role) => t(`roles.${role}`)}
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
