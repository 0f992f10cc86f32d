/** Client phase 3: therapist preferences; Done only once gender, LGBTQ and orientation are chosen and a country is set. */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { clientStepThreeSchema } from '@aliento/contracts/auth';
import { DEFAULT_COUNTRY } from '@aliento/contracts/countries';
import { GENDER_PREFERENCES } from '@aliento/contracts/enums';
import { CountrySelect, FormField, useMessage } from '@aliento/ui';
import type { z } from 'zod';
import { NS } from '../i18n';
import { ChoiceGroup } from './choice-group';
import { WizardStep } from './wizard-step';

type ClientPreferences = z.output<typeof clientStepThreeSchema>;

export interface ClientPreferencesStepProps {
  defaults: Partial<ClientPreferences>;
  focusOnMount: boolean;
  submitting: boolean;
  onDone: (values: ClientPreferences) => Promise<void>;
  onBack: (values: Partial<ClientPreferences>) => void;
}

export function ClientPreferencesStep({ defaults, focusOnMount, submitting, onDone, onBack }: ClientPreferencesStepProps) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const { control, register, handleSubmit, getValues, formState: { errors } } = useForm<z.input<typeof clientStepThreeSchema>, unknown, ClientPreferences>({
    resolver: zodResolver(clientStepThreeSchema),
    mode: 'onTouched',
    defaultValues: { therapistCountryOfOrigin: DEFAULT_COUNTRY, ...defaults },
  });
  const [gender, lgbtq, orientation, country] = useWatch({
    control,
    name: ['therapistGender', 'therapistLGBTQ', 'therapistOrientation', 'therapistCountryOfOrigin'],
  });
  const yesNo = [
    { value: true, label: t('options.yes') },
    { value: false, label: t('options.no') },
  ] as const;

  return (
    <WizardStep
      title={t('steps.clientPreferences')}
      focusOnMount={focusOnMount}
      onSubmit={handleSubmit(onDone)}
      onBack={() => onBack(getValues())}
      submitLabel={t('registration.done')}
      submitDisabled={!gender || lgbtq === undefined || orientation === undefined || !country}
      submitting={submitting}
    >
      <Controller
        control={control}
        name="therapistGender"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            ref={field.ref}
            legend={t('fields.therapistGender')}
            options={GENDER_PREFERENCES.map((v) => ({ value: v, label: t(`options.genderPreference.${v}`) }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="therapistLGBTQ"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            ref={field.ref}
            legend={t('fields.therapistLGBTQ')}
            columns={2}
            options={yesNo}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="therapistOrientation"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            ref={field.ref}
            legend={t('fields.therapistOrientation')}
            columns={2}
            options={[
              { value: true, label: t('options.believer') },
              { value: false, label: t('options.nonBeliever') },
            ]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <FormField
        label={t('fields.therapistCountryOfOrigin')}
        error={message(errors.therapistCountryOfOrigin?.message)}
        required
      >
        <CountrySelect {...register('therapistCountryOfOrigin')} />
      </FormField>
    </WizardStep>
  );
}
