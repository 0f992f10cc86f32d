/** Client phase 3: therapist preferences; Done only once gender, LGBTQ and orientation are chosen and a country is set. */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@aliento/i18n';
import type { clientStepThreeSchema } from '@aliento/contracts/auth';
import { DEFAULT_COUNTRY } from '@aliento/contracts/countries';
import { GENDER_PREFERENCES } from '@aliento/contracts/enums';
import { CountrySelect, FormField, useMessage } from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import type { z } from 'zod';
import { NS } from '../i18n';
import { ChoiceField } from './choice-field';
import { WizardStep } from './wizard-step';

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the page
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { clientStepThreeSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@aliento/contracts/auth')]);
  return zodResolver(clientStepThreeSchema);
});

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
  const {
    control,
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof clientStepThreeSchema>, unknown, ClientPreferences>({
    resolver,
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
      missing={[
        ...(gender ? [] : [t('fields.therapistGender')]),
        ...(lgbtq === undefined ? [t('fields.therapistLGBTQ')] : []),
        ...(orientation === undefined ? [t('fields.therapistOrientation')] : []),
        ...(country ? [] : [t('fields.therapistCountryOfOrigin')]),
      ]}
      submitting={submitting}
    >
      <ChoiceField
        control={control}
        name="therapistGender"
        legend={t('fields.therapistGender')}
        options={GENDER_PREFERENCES.map((v) => ({ value: v, label: t(`options.genderPreference.${v}`) }))}
      />
      <ChoiceField control={control} name="therapistLGBTQ" legend={t('fields.therapistLGBTQ')} columns={2} options={yesNo} />
      <ChoiceField
        control={control}
        name="therapistOrientation"
        legend={t('fields.therapistOrientation')}
        columns={2}
        options={[
          { value: true, label: t('options.believer') },
          { value: false, label: t('options.nonBeliever') },
        ]}
      />
      <FormField label={t('fields.therapistCountryOfOrigin')} error={message(errors.therapistCountryOfOrigin?.message)} required>
        <CountrySelect {...register('therapistCountryOfOrigin')} />
      </FormField>
    </WizardStep>
  );
}
