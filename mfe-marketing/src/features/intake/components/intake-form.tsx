/** The provider application form (spec "Provider application (intake) form"): every field, default and message. */
import { useState } from 'react';
import {
  Button,
  chakra,
  Checkbox,
  Fieldset,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  CountrySelect,
  FormField,
  useMessage,
} from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@aliento/i18n';
import { errorText, toast } from '@aliento/core';
import { INTAKE_GENDERS } from '@aliento/contracts/enums';
import { MIN_YEARS_OF_EXPERIENCE, type IntakeRequest } from '@aliento/contracts/intake';
import { NS } from '../i18n';
import { formsApi } from '@aliento/api-client/forms';
import { SentConfirmation } from '../../../lib/sent-confirmation';
import { ConsentCheckbox } from './consent-checkbox';
import { INTAKE_DEFAULTS, type IntakeFormValues } from './intake-form-values';

const WILLINGNESS = ['individuals', 'couples', 'groups'] as const;

// The schema's input type is stricter than what the form holds while being filled in (an unchosen gender,
// an unticked consent); the resolver still validates against the schema itself. The schema (and zod) arrive when
// the form is first checked, not with the page.
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { intakeRequestSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@aliento/contracts/intake')]);
  return zodResolver(intakeRequestSchema) as unknown as Resolver<IntakeFormValues, unknown, IntakeRequest>;
});

export function IntakeForm() {
  const { t } = useTranslation(NS);
  const message = useMessage();
  // once sent, the form gives way to a confirmation that says what happens next
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<IntakeFormValues, unknown, IntakeRequest>({ resolver, mode: 'onTouched', defaultValues: INTAKE_DEFAULTS });

  const onSubmit = async (values: IntakeRequest) => {
    try {
      await formsApi.sendIntake({ body: values });
      setSent({ name: values.firstName, email: values.email });
      reset(INTAKE_DEFAULTS);
    } catch (err) {
      toast.error(errorText(err) ?? t('common.networkError'));
    }
  };

  return (
    <>
      {sent ? (
        <SentConfirmation
          title={t('intake.sentTitle', { name: sent.name })}
          text={t('intake.sentText', { email: sent.email })}
          again={t('intake.sendAnother')}
          onAgain={() => setSent(null)}
        />
      ) : null}
      <chakra.form hidden={sent !== null} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="intake-title">
        <Stack gap={5}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
            <FormField label={t('intake.firstName')} error={message(errors.firstName?.message)} required>
              <Input autoComplete="given-name" {...register('firstName')} />
            </FormField>
            <FormField label={t('intake.lastName')} error={message(errors.lastName?.message)} required>
              <Input autoComplete="family-name" {...register('lastName')} />
            </FormField>
            <FormField label={t('intake.email')} error={message(errors.email?.message)} required>
              <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
            </FormField>
            <FormField label={t('intake.confirmEmail')} error={message(errors.confirmEmail?.message)} required>
              <Input type="email" inputMode="email" autoComplete="email" {...register('confirmEmail')} />
            </FormField>
            <FormField label={t('intake.phoneNumber')} error={message(errors.phoneNumber?.message)} hint={t('intake.phoneHint')} required>
              <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
            </FormField>
            <FormField label={t('intake.whatsAppNumber')} error={message(errors.whatsAppNumber?.message)} required>
              <Input type="tel" inputMode="tel" autoComplete="tel" {...register('whatsAppNumber')} />
            </FormField>
            <FormField label={t('intake.nationality')} error={message(errors.nationality?.message)} required>
              <CountrySelect {...register('nationality')} />
            </FormField>
            <FormField label={t('intake.gender')} error={message(errors.gender?.message)} required>
              <NativeSelect.Root>
                <NativeSelect.Field autoComplete="sex" {...register('gender')}>
                  <option value="">{t('intake.genderPlaceholder')}</option>
                  {INTAKE_GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {t(`intake.genders.${g}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('intake.yearsOfExperience')} error={message(errors.yearsOfExperience?.message)} required>
              <Input
                type="number"
                inputMode="numeric"
                min={MIN_YEARS_OF_EXPERIENCE}
                step={1}
                {...register('yearsOfExperience', { valueAsNumber: true })}
              />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('intake.areaOfSpecialty')}
            error={message(errors.areaOfSpecialty?.message)}
            hint={t('intake.areaOfSpecialtyHint')}
            required
          >
            <Textarea rows={3} {...register('areaOfSpecialty')} />
          </FormField>
          <FormField
            label={t('intake.certifications')}
            error={message(errors.certifications?.message)}
            hint={t('intake.certificationsHint')}
            required
          >
            <Textarea rows={3} {...register('certifications')} />
          </FormField>
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="medium">{t('intake.willingness')}</Fieldset.Legend>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: 1, sm: 6 }} mt={2}>
              {WILLINGNESS.map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <Checkbox.Root
                      checked={!!field.value}
                      onCheckedChange={(e) => field.onChange(e.checked === true)}
                      name={field.name}
                      colorPalette="brand"
                      minH="44px"
                    >
                      <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(`intake.${name}`)}</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
              ))}
            </Stack>
          </Fieldset.Root>
          <ConsentCheckbox control={control} />
          <Button
            type="submit"
            colorPalette="accent"
            size="lg"
            minH="48px"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            disabled={isSubmitting}
            loading={isSubmitting}
            loadingText={t('intake.submitting')}
          >
            {t('intake.submit')}
          </Button>
        </Stack>
      </chakra.form>
    </>
  );
}
