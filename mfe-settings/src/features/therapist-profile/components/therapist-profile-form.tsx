/** Settings "Therapist profile" form (the tab shows the Calendly connection above it): links, preferences, specialties, certifications, about text and experience. */
import {
  Button,
  Checkbox,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  CountrySelect,
  FormField,
  LoadingBlock,
  useMessage,
} from '@aliento/ui';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@aliento/i18n';
import { z } from 'zod';
import { toast, useResource } from '@aliento/core';
import { DEFAULT_COUNTRY } from '@aliento/contracts/countries';
import { SPECIALTIES, THERAPIST_GENDERS, type Specialty } from '@aliento/contracts/enums';
import { therapistPreferencesShape, type TherapistProfile } from '@aliento/contracts/therapists';
import { NS } from '../../../app/i18n';
import { BooleanField } from '../../../components/boolean-field';
import { FormStack } from '../../../components/form-stack';
import { SaveButton } from '../../../components/save-button';
import { therapistsApi } from '@aliento/api-client/therapists';
import { useResetOnNewSource } from '../../../lib/reset-on-new-source';

/**
 * The contracts' therapist fields, with the settings screen's stricter needs: gender, LGBTQ, orientation and
 * country must be chosen, and experience bounds carry message keys (the contract's min/max have none).
 */
const formSchema = z.object({
  calendly: therapistPreferencesShape.calendly.unwrap(),
  facebook: therapistPreferencesShape.facebook.unwrap(),
  linkedin: therapistPreferencesShape.linkedin.unwrap(),
  therapistGender: therapistPreferencesShape.therapistGender.unwrap(),
  therapistLGBTQ: therapistPreferencesShape.therapistLGBTQ.unwrap(),
  therapistOrientation: therapistPreferencesShape.therapistOrientation.unwrap(),
  therapistCountryOfOrigin: therapistPreferencesShape.therapistCountryOfOrigin.unwrap(),
  specialties: therapistPreferencesShape.specialties.unwrap(),
  certifications: therapistPreferencesShape.certifications.unwrap(),
  about: therapistPreferencesShape.about.unwrap(),
  // same rule as the contract (integer 0-80), restated because the contract's min/max carry no message key
  experience: z
    .number({ error: 'invalidNumber' })
    .int({ error: 'invalidNumber' })
    .min(0, { error: 'invalidValue' })
    .max(80, { error: 'invalidValue' }),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

function toFormValues(p: TherapistProfile): FormInput {
  return {
    calendly: p.calendly,
    facebook: p.facebook,
    linkedin: p.linkedin,
    // a therapist without a stored gender must choose one: the empty value fails with 'please make a selection'
    therapistGender: (p.therapistGender ?? '') as FormInput['therapistGender'],
    therapistLGBTQ: p.therapistLGBTQ,
    therapistOrientation: p.therapistOrientation,
    therapistCountryOfOrigin: p.therapistCountryOfOrigin || DEFAULT_COUNTRY,
    specialties: p.specialties,
    certifications: p.certifications,
    about: p.about,
    experience: p.experience || 1,
  };
}

export function TherapistProfileForm({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const therapist = useResource(() => therapistsApi.getTherapist({ params: { id: userId } }), [userId]);
  if (therapist.loading && !therapist.data) return <LoadingBlock label={t('loading')} />;
  if (!therapist.data) return <LoadingFailed onRetry={() => void therapist.reload()} />;
  return <TherapistEditor userId={userId} profile={therapist.data} />;
}

function LoadingFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Stack role="alert" gap={3} align="flex-start">
      <p>{t('errors.generic')}</p>
      <Button type="button" variant="outline" minH="44px" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Stack>
  );
}

function TherapistEditor({ userId, profile }: { userId: string; profile: TherapistProfile }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(profile),
  });

  useResetOnNewSource(profile, (source) => reset(toFormValues(source)));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await therapistsApi.updateTherapist({ params: { id: userId }, body: values });
      reset(toFormValues(saved));
      toast.success(t('therapist.success'));
    } catch {
      toast.error(t('therapist.failure'));
    }
  });

  return (
    <FormStack onSubmit={onSubmit} gap={6} maxW="800px" labelledBy="settings-therapist-heading">
      <Heading as="h2" size="lg" id="settings-therapist-heading">
        {t('therapist.heading')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        <FormField label={t('labels.calendly', { ns: 'common' })} error={message(errors.calendly?.message)} hint={t('therapist.calendlyHint')}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('calendly')} />
        </FormField>
        <FormField label={t('labels.experience', { ns: 'common' })} error={message(errors.experience?.message)} required>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={80}
            step={1}
            autoComplete="off"
            {...register('experience', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label={t('therapist.facebook')} error={message(errors.facebook?.message)}>
          <Input type="url" inputMode="url" autoComplete="url" placeholder="https://facebook.com/…" {...register('facebook')} />
        </FormField>
        <FormField label={t('therapist.linkedin')} error={message(errors.linkedin?.message)}>
          <Input type="url" inputMode="url" autoComplete="url" placeholder="https://linkedin.com/in/…" {...register('linkedin')} />
        </FormField>
        <FormField label={t('labels.gender', { ns: 'common' })} error={message(errors.therapistGender?.message)} required>
          <NativeSelect.Root>
            <NativeSelect.Field autoComplete="sex" {...register('therapistGender')}>
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
        <FormField label={t('labels.countryOfOrigin', { ns: 'common' })} error={message(errors.therapistCountryOfOrigin?.message)} required>
          <CountrySelect placeholder={t('labels.choose', { ns: 'common' })} {...register('therapistCountryOfOrigin')} />
        </FormField>
      </SimpleGrid>
      <BooleanField
        control={control}
        name="therapistLGBTQ"
        labelId="therapist-lgbtq-label"
        label={t('therapist.lgbtq')}
        error={message(errors.therapistLGBTQ?.message)}
        trueLabel={t('labels.yes', { ns: 'common' })}
        falseLabel={t('labels.no', { ns: 'common' })}
      />
      <BooleanField
        control={control}
        name="therapistOrientation"
        labelId="therapist-orientation-label"
        label={t('labels.orientation', { ns: 'common' })}
        error={message(errors.therapistOrientation?.message)}
        trueLabel={t('labels.believer', { ns: 'common' })}
        falseLabel={t('labels.nonBeliever', { ns: 'common' })}
      />
      <Controller
        control={control}
        name="specialties"
        render={({ field }) => {
          const selected = new Set<Specialty>(field.value ?? []);
          const toggle = (code: Specialty, on: boolean) => {
            const next = new Set(selected);
            if (on) next.add(code);
            else next.delete(code);
            field.onChange(SPECIALTIES.filter((s) => next.has(s)));
          };
          return (
            <fieldset>
              <legend style={{ fontWeight: 500, marginBottom: 8 }}>{t('labels.specialtyAreas', { ns: 'common' })}</legend>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={1}>
                {SPECIALTIES.map((code) => (
                  <Checkbox.Root
                    key={code}
                    checked={selected.has(code)}
                    onCheckedChange={(e) => toggle(code, e.checked === true)}
                    colorPalette="brand"
                    minH="44px"
                  >
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t(`specialties.${code}`, { ns: 'common' })}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
              {errors.specialties?.message ? <p role="alert">{message(errors.specialties.message)}</p> : null}
            </fieldset>
          );
        }}
      />
      <FormField label={t('labels.certifications', { ns: 'common' })} error={message(errors.certifications?.message)}>
        <Textarea autoComplete="off" rows={3} {...register('certifications')} />
      </FormField>
      <FormField label={t('labels.about', { ns: 'common' })} error={message(errors.about?.message)} hint={t('therapist.aboutHint')}>
        <Textarea autoComplete="off" rows={6} minH="160px" {...register('about')} />
      </FormField>
      <div>
        <SaveButton saving={isSubmitting} />
      </div>
    </FormStack>
  );
}
