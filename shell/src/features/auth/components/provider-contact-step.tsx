/** Provider phase 3: WhatsApp (required) and optional social links; Done submits the registration. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, FormField, useMessage } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { providerStepThreeSchema } from '@aliento/contracts/auth';
import type { z } from 'zod';
import { NS } from '../i18n';
import { WizardStep } from './wizard-step';

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
    resolver: zodResolver(providerStepThreeSchema),
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
