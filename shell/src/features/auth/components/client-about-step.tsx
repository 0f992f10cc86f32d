/** Client phase 1: therapy type, age range and referral source; Next only once all three are chosen. */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@aliento/i18n';
import { lazyResolver } from '@aliento/ui/forms';
import type { clientStepOneSchema } from '@aliento/contracts/auth';
import { AGES, REFERRALS, THERAPY_TYPES } from '@aliento/contracts/enums';
import type { z } from 'zod';
import { NS } from '../i18n';
import { ChoiceField } from './choice-field';
import { WizardStep } from './wizard-step';

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the page
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { clientStepOneSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@aliento/contracts/auth')]);
  return zodResolver(clientStepOneSchema);
});

type ClientAbout = z.output<typeof clientStepOneSchema>;

export interface ClientAboutStepProps {
  defaults: Partial<ClientAbout>;
  focusOnMount: boolean;
  onNext: (values: ClientAbout) => void;
}

export function ClientAboutStep({ defaults, focusOnMount, onNext }: ClientAboutStepProps) {
  const { t } = useTranslation(NS);
  const { control, handleSubmit } = useForm<z.input<typeof clientStepOneSchema>, unknown, ClientAbout>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const [therapyType, age, referral] = useWatch({ control, name: ['therapyType', 'age', 'referral'] });

  return (
    <WizardStep
      title={t('steps.clientAbout')}
      focusOnMount={focusOnMount}
      onSubmit={handleSubmit(onNext)}
      submitLabel={t('registration.next')}
      submitDisabled={!therapyType || !age || !referral}
      missing={[...(therapyType ? [] : [t('fields.therapyType')]), ...(age ? [] : [t('fields.age')]), ...(referral ? [] : [t('fields.referral')])]}
    >
      <ChoiceField
        control={control}
        name="therapyType"
        legend={t('fields.therapyType')}
        options={THERAPY_TYPES.map((v) => ({ value: v, label: t(`options.therapyType.${v}`) }))}
      />
      <ChoiceField
        control={control}
        name="age"
        legend={t('fields.age')}
        columns={2}
        options={AGES.map((v) => ({ value: v, label: t(`options.age.${v}`) }))}
      />
      <ChoiceField
        control={control}
        name="referral"
        legend={t('fields.referral')}
        options={REFERRALS.map((v) => ({ value: v, label: t(`options.referral.${v}`) }))}
      />
    </WizardStep>
  );
}
