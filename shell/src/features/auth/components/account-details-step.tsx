/** Account details (client phase 2, provider phase 1): name, e-mail, phone, password and confirmation. */
import { useForm } from 'react-hook-form';
import { Input, SimpleGrid, FormField, useMessage } from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import { useTranslation } from '@aliento/i18n';
import type { AccountDetails } from '@aliento/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@aliento/contracts/common';
import { NS } from '../i18n';
import { WizardStep } from './wizard-step';

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the page
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { accountDetailsSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@aliento/contracts/auth')]);
  return zodResolver(accountDetailsSchema);
});

export interface AccountDetailsStepProps {
  defaults: Partial<AccountDetails>;
  focusOnMount: boolean;
  onNext: (values: AccountDetails) => void;
  onBack?: (values: Partial<AccountDetails>) => void;
}

export function AccountDetailsStep({ defaults, focusOnMount, onNext, onBack }: AccountDetailsStepProps) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      firstName: defaults.firstName ?? '',
      lastName: defaults.lastName ?? '',
      email: defaults.email ?? '',
      phoneNumber: defaults.phoneNumber ?? '',
      password: defaults.password ?? '',
      confirmPassword: defaults.confirmPassword ?? '',
    },
  });

  return (
    <WizardStep
      title={t('steps.account')}
      focusOnMount={focusOnMount}
      onSubmit={handleSubmit(onNext)}
      onBack={onBack ? () => onBack(getValues()) : undefined}
      submitLabel={t('registration.next')}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        <FormField label={t('fields.firstName')} error={message(errors.firstName?.message)} required>
          <Input autoComplete="given-name" size="lg" {...register('firstName')} />
        </FormField>
        <FormField label={t('fields.lastName')} error={message(errors.lastName?.message)} required>
          <Input autoComplete="family-name" size="lg" {...register('lastName')} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('fields.email')} error={message(errors.email?.message)} required>
        <Input type="email" inputMode="email" autoComplete="email" size="lg" {...register('email')} />
      </FormField>
      <FormField label={t('fields.phoneNumber')} error={message(errors.phoneNumber?.message)} hint={t('fields.phoneHint')} required>
        <Input type="tel" inputMode="tel" autoComplete="tel" size="lg" {...register('phoneNumber')} />
      </FormField>
      <FormField
        label={t('fields.password')}
        error={message(errors.password?.message)}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        required
      >
        <Input type="password" autoComplete="new-password" size="lg" {...register('password')} />
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={message(errors.confirmPassword?.message)} required>
        <Input type="password" autoComplete="new-password" size="lg" {...register('confirmPassword')} />
      </FormField>
    </WizardStep>
  );
}
