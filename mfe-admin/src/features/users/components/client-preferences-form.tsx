/** Client Preferences of the chosen user: gender preference, LGBTQ, orientation, country (PUT /api/admin/update-client). */
import { Box, Button, NativeSelect, SimpleGrid, Stack, chakra, CountrySelect, FormField, LoadingBlock, useMessage } from '@aliento/ui';
import { useResource } from '@aliento/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@aliento/i18n';
import { adminUpdateClientRequestSchema } from '@aliento/contracts/admin';
import { EMPTY_CLIENT_PREFERENCES, type ClientProfile } from '@aliento/contracts/clients';
import { DEFAULT_COUNTRY } from '@aliento/contracts/countries';
import { GENDER_PREFERENCES } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';
import { getClientProfile } from '../api/get-client-profile';
import { adminApi } from '@aliento/api-client/admin';
import { useAdminForm } from '../hooks/use-admin-form';
import { BooleanSelect } from './boolean-select';
import { LoadFailed } from '../../../lib/load-failed';

export function ClientPreferencesForm({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const profile = useResource(() => getClientProfile(userId), [userId]);
  if (profile.loading && profile.data === undefined) return <LoadingBlock label={t('common.loading')} minH="120px" />;
  if (profile.error && profile.data === undefined) {
    return <LoadFailed text={t('preferences.loadError')} onRetry={() => void profile.reload()} />;
  }
  return <ClientPreferencesFields userId={userId} profile={profile.data ?? null} />;
}

function ClientPreferencesFields({ userId, profile }: { userId: string; profile: ClientProfile | null }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const start = profile ?? EMPTY_CLIENT_PREFERENCES;
  const { register, control, errors, isSubmitting, submit } = useAdminForm({
    schema: adminUpdateClientRequestSchema,
    defaultValues: {
      _id: userId,
      therapistGender: start.therapistGender,
      therapistLGBTQ: start.therapistLGBTQ,
      therapistOrientation: start.therapistOrientation,
      therapistCountryOfOrigin: start.therapistCountryOfOrigin || DEFAULT_COUNTRY,
      // Not edited here, but sent back unchanged so the update keeps them.
      specialties: [...start.specialties],
    },
    save: (values) => adminApi.adminUpdateClient({ body: values }),
    saved: t('preferences.clientUpdated'),
    failed: t('preferences.errorUpdating'),
  });

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('preferences.genderPreference')} error={message(errors.therapistGender?.message)}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('therapistGender')} minH="44px">
                {GENDER_PREFERENCES.map((g) => (
                  <option key={g} value={g}>
                    {t(`labels.genders.${g}`, { ns: 'common' })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('preferences.lgbtq')} error={message(errors.therapistLGBTQ?.message)}>
            <Controller
              control={control}
              name="therapistLGBTQ"
              render={({ field }) => (
                <BooleanSelect {...field} trueLabel={t('labels.yes', { ns: 'common' })} falseLabel={t('labels.no', { ns: 'common' })} />
              )}
            />
          </FormField>
          <FormField label={t('labels.orientation', { ns: 'common' })} error={message(errors.therapistOrientation?.message)}>
            <Controller
              control={control}
              name="therapistOrientation"
              render={({ field }) => (
                <BooleanSelect {...field} trueLabel={t('labels.believer', { ns: 'common' })} falseLabel={t('labels.nonBeliever', { ns: 'common' })} />
              )}
            />
          </FormField>
          <FormField label={t('labels.countryOfOrigin', { ns: 'common' })} error={message(errors.therapistCountryOfOrigin?.message)}>
            <CountrySelect {...register('therapistCountryOfOrigin')} />
          </FormField>
        </SimpleGrid>
        <Box>
          <Button type="submit" colorPalette="brand" minH="44px" loading={isSubmitting}>
            {t('preferences.save')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
