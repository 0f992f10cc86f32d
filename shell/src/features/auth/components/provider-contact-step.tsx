/** Provider phase 3: WhatsApp (required) and optional social links; Done submits the registration. */
import { useForm } from 'react-hook-form';
import { Input, FormField, useMessage } from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import { useTranslation } from '@aliento/i18n';
import type { providerStepThreeSchema } from '@aliento/contracts/auth';
import type { z } from 'zod';
import { NS } from '../i18n';
import { WizardStep } from './wizard-step';

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the page
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { providerStepThreeSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@aliento/contracts/auth')]);
  return zodResolver(providerStepThreeSchema);
});

type ProviderContact = z.output<typeof providerStepThreeSchema>;
const SOCIAL = ['facebook', 'instagram', 'twitter', 'linkedin'] as const;

export interface ProviderContactStepProps {
  defaults: Partial<ProviderContact>;
  focusOnMount: boolean;
  submitting: boolean;
  onDone: (values: ProviderContact) => Promise<void>;
  onBack: (values: Partial<ProviderContact>) => void;
}

export function ProviderContactStep({ defaults, focusOnMount, submitting, onDone, onBack }: ProviderContactStepProps) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof providerStepThreeSchema>, unknown, ProviderContact>({
    resolver,
    mode: 'onTouched',
    defaultValues: { whatsapp: '', facebook: '', instagram: '', twitter: '', linkedin: '', ...defaults },
  });

  return (
    <WizardStep
      title={t('steps.providerContact')}
      focusOnMount={focusOnMount}
      onSubmit={handleSubmit(onDone)}
      onBack={() => onBack(getValues())}
      submitLabel={t('registration.done')}
      submitting={submitting}
    >
      <FormField label={t('fields.whatsapp')} error={message(errors.whatsapp?.message)} hint={t('fields.whatsappHint')} required>
        <Input type="tel" inputMode="tel" autoComplete="tel" size="lg" {...register('whatsapp')} />
      </FormField>
      {SOCIAL.map((name) => (
        <FormField key={name} label={`${t(`fields.${name}`)} ${t('fields.optional')}`} error={message(errors[name]?.message)}>
          <Input inputMode="url" autoComplete="url" autoCapitalize="none" size="lg" {...register(name)} />
        </FormField>
      ))}
    </WizardStep>
  );
}
