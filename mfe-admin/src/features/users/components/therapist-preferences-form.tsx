/** Therapist Preferences of the chosen user: the therapist profile fields (PUT /api/admin/update-therapist). */
import {
  Box,
  Button,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
  CountrySelect,
  FormField,
  LoadingBlock,
  useMessage,
} from '@aliento/ui';
import { NO_CACHE_HEADERS, useResource } from '@aliento/core';
import { Controller } from 'react-hook-form';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { adminUpdateTherapistRequestSchema } from '@aliento/contracts/admin';
import { findCountryByName } from '@aliento/contracts/countries';
import { SPECIALTIES, THERAPIST_GENDERS } from '@aliento/contracts/enums';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { NS } from '../../../app/i18n';
import { useAdminForm } from '../hooks/use-admin-form';
import { BooleanSelect } from './boolean-select';
import { CheckboxChoices } from './checkbox-choices';
import { LoadFailed } from '../../../lib/load-failed';
import { accountsApi } from '@aliento/api-client/accounts';
import { adminApi } from '@aliento/api-client/admin';

export function TherapistPreferencesForm({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const user = useResource(() => accountsApi.getUser({ params: { id: userId } }, { headers: NO_CACHE_HEADERS }), [userId]);
  if (user.loading && !user.data) return <LoadingBlock label={t('common.loading')} minH="120px" />;
  if (!user.data) {
    return <LoadFailed text={t('preferences.loadError')} onRetry={() => void user.reload()} />;
  }
  if (!user.data.therapist) return <Text color="fg.muted">{t('preferences.noTherapistProfile')}</Text>;
  return <TherapistPreferencesFields userId={userId} therapist={user.data.therapist} />;
}

function TherapistPreferencesFields({ userId, therapist }: { userId: string; therapist: TherapistProfile }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const message = useMessage();
  const country = findCountryByName(therapist.therapistCountryOfOrigin)?.en;
  const { register, control, errors, isSubmitting, submit } = useAdminForm({
    schema: adminUpdateTherapistRequestSchema,
    defaultValues: {
      _id: userId,
      calendly: therapist.calendly,
      facebook: therapist.facebook,
      linkedin: therapist.linkedin,
      therapistGender: therapist.therapistGender ?? undefined,
      therapistLGBTQ: therapist.therapistLGBTQ,
      therapistOrientation: therapist.therapistOrientation,
      therapistCountryOfOrigin: country,
      specialties: [...therapist.specialties],
      certifications: therapist.certifications,
      // The API stores the about text in the request's language: edit that language's text, not the fallback.
      about: therapist.aboutI18n[language],
      experience: therapist.experience,
    },
    save: async (values) => void (await adminApi.adminUpdateTherapist({ body: values })),
    saved: t('preferences.therapistUpdated'),
    failed: t('preferences.errorUpdating'),
  });

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('preferences.gender')} error={message(errors.therapistGender?.message)}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('therapistGender', { setValueAs: (v: string) => (v === '' ? undefined : v) })} minH="44px">
                <option value="">{t('labels.choose', { ns: 'common' })}</option>
                {THERAPIST_GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {t(`labels.genders.${g}`, { ns: 'common' })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('preferences.lgbtqTherapist')} error={message(errors.therapistLGBTQ?.message)}>
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
            <CountrySelect
              {...register('therapistCountryOfOrigin', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
              placeholder={t('preferences.countryPlaceholder')}
            />
          </FormField>
          <FormField label={t('labels.experience', { ns: 'common' })} error={message(errors.experience?.message)}>
            <Input {...register('experience', { valueAsNumber: true })} type="number" inputMode="numeric" min={0} max={80} minH="44px" />
          </FormField>
          <FormField label={t('labels.calendly', { ns: 'common' })} error={message(errors.calendly?.message)}>
            <Input {...register('calendly')} autoComplete="off" minH="44px" />
          </FormField>
          <FormField label={t('preferences.facebook')} error={message(errors.facebook?.message)}>
            <Input {...register('facebook')} autoComplete="off" minH="44px" />
          </FormField>
          <FormField label={t('preferences.linkedin')} error={message(errors.linkedin?.message)}>
            <Input {...register('linkedin')} autoComplete="off" minH="44px" />
          </FormField>
        </SimpleGrid>
        <CheckboxChoices
          control={control}
          name="specialties"
          legend={t('labels.specialtyAreas', { ns: 'common' })}
          options={SPECIALTIES}
          layout="columns"
          labelOf={(s) => t(`specialties.${s}`, { ns: 'common' })}
        />
        <FormField label={t('labels.certifications', { ns: 'common' })} error={message(errors.certifications?.message)}>
          <Textarea {...register('certifications')} rows={3} autoComplete="off" />
        </FormField>
        <FormField label={t('labels.about', { ns: 'common' })} error={message(errors.about?.message)} hint={t('preferences.aboutHint')}>
          <Textarea {...register('about')} rows={5} autoComplete="off" />
        </FormField>
        <Box>
          <Button type="submit" colorPalette="brand" minH="44px" loading={isSubmitting}>
            {t('preferences.save')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
