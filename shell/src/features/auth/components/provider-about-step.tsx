/** Provider phase 2: gender, spiritual orientation, LGBTQ specialization, country, specialties, certifications (no validation). */
import { Controller, useForm } from 'react-hook-form';
import { Textarea, CountrySelect, FormField, useMessage } from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import { useTranslation } from '@aliento/i18n';
import type { providerStepTwoSchema } from '@aliento/contracts/auth';
import { DEFAULT_COUNTRY } from '@aliento/contracts/countries';
import { SPECIALTIES, THERAPIST_GENDERS } from '@aliento/contracts/enums';
import type { z } from 'zod';
import { NS } from '../i18n';
import { CheckboxList } from './checkbox-list';
import { ChoiceField } from './choice-field';
import { WizardStep } from './wizard-step';

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the page
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { providerStepTwoSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@aliento/contracts/auth')]);
  return zodResolver(providerStepTwoSchema);
});

type ProviderAbout = z.output<typeof providerStepTwoSchema>;

export interface ProviderAboutStepProps {
  defaults: Partial<ProviderAbout>;
  focusOnMount: boolean;
  onNext: (values: ProviderAbout) => void;
  onBack: (values: Partial<ProviderAbout>) => void;
}

export function ProviderAboutStep({ defaults, focusOnMount, onNext, onBack }: ProviderAboutStepProps) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof providerStepTwoSchema>, unknown, ProviderAbout>({
    resolver,
    mode: 'onTouched',
    defaultValues: { therapistCountryOfOrigin: DEFAULT_COUNTRY, selectedSpecialties: [], certifications: '', ...defaults },
  });

  return (
    <WizardStep
      title={t('steps.providerAbout')}
      focusOnMount={focusOnMount}
      onSubmit={handleSubmit(onNext)}
      onBack={() => onBack(getValues() as Partial<ProviderAbout>)}
      submitLabel={t('registration.next')}
    >
      <ChoiceField
        control={control}
        name="gender"
        legend={t('fields.gender')}
        columns={2}
        options={THERAPIST_GENDERS.map((v) => ({ value: v, label: t(`options.therapistGender.${v}`) }))}
      />
      <ChoiceField
        control={control}
        name="orientation"
        legend={t('fields.orientation')}
        columns={2}
        options={[
          { value: true, label: t('options.believer') },
          { value: false, label: t('options.nonBeliever') },
        ]}
      />
      <ChoiceField
        control={control}
        name="LGBTQ"
        legend={t('fields.LGBTQ')}
        columns={2}
        options={[
          { value: true, label: t('options.yes') },
          { value: false, label: t('options.no') },
        ]}
      />
      <FormField label={t('fields.countryOfOrigin')} error={message(errors.therapistCountryOfOrigin?.message)}>
        <CountrySelect {...register('therapistCountryOfOrigin')} />
      </FormField>
      <Controller
        control={control}
        name="selectedSpecialties"
        render={({ field }) => (
          <CheckboxList
            ref={field.ref}
            legend={t('fields.selectedSpecialties')}
            hint={t('fields.selectedSpecialtiesHint')}
            options={SPECIALTIES.map((v) => ({ value: v, label: t(`specialties.${v}`, { ns: 'common' }) }))}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormField label={t('fields.certifications')} hint={t('fields.certificationsHint')} error={message(errors.certifications?.message)}>
        <Textarea rows={4} autoresize {...register('certifications')} />
      </FormField>
    </WizardStep>
  );
}
