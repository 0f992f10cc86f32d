/** After a failed registration: the server's message and the fields it named, each with a way back to its step. */
import { Alert, Button, List, Stack } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import type { ApiErrorBody } from '@aliento/core';
import type { RegistrationRole } from '@aliento/contracts/enums';
import type { WizardStep } from '../hooks/use-registration-wizard';
import { NS } from '../i18n';

const CLIENT_STEPS: Record<string, WizardStep> = {
  therapyType: 1,
  age: 1,
  referral: 1,
  firstName: 2,
  lastName: 2,
  email: 2,
  phoneNumber: 2,
  password: 2,
  confirmPassword: 2,
  therapistGender: 3,
  therapistLGBTQ: 3,
  therapistOrientation: 3,
  therapistCountryOfOrigin: 3,
};
const PROVIDER_STEPS: Record<string, WizardStep> = {
  firstName: 1,
  lastName: 1,
  email: 1,
  phoneNumber: 1,
  password: 1,
  confirmPassword: 1,
  gender: 2,
  orientation: 2,
  LGBTQ: 2,
  therapistCountryOfOrigin: 2,
  selectedSpecialties: 2,
  certifications: 2,
  whatsapp: 3,
  facebook: 3,
  instagram: 3,
  twitter: 3,
  linkedin: 3,
};

/** The label key of a field in this role's wizard (the provider's own country has its own label). */
function labelKey(role: RegistrationRole, field: string): string {
  if (role === 'provider' && field === 'therapistCountryOfOrigin') return 'fields.countryOfOrigin';
  return `fields.${field}`;
}

export function RegisterFailure({ role, error, onGoTo }: { role: RegistrationRole; error: ApiErrorBody; onGoTo: (step: WizardStep) => void }) {
  const { t } = useTranslation(NS);
  const steps = role === 'client' ? CLIENT_STEPS : PROVIDER_STEPS;
  const fields = Object.entries(error.fields ?? {});
  return (
    <Alert.Root status="error" role="alert" borderRadius="md" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{error.message}</Alert.Title>
        {fields.length ? (
          <Alert.Description>
            <Stack gap={2} mt={2}>
              <span>{t('registration.fieldsTitle')}</span>
              <List.Root ps={4}>
                {fields.map(([field, text]) => {
                  const root = field.split('.')[0] ?? field;
                  const step = steps[root];
                  return (
                    <List.Item key={field}>
                      {t(labelKey(role, root), { defaultValue: root })}: {text}{' '}
                      {step ? (
                        <Button
                          variant="plain"
                          size="sm"
                          colorPalette="red"
                          textDecoration="underline"
                          minH="44px"
                          px={1}
                          onClick={() => onGoTo(step)}
                        >
                          {t('registration.goToStep', { step })}
                        </Button>
                      ) : null}
                    </List.Item>
                  );
                })}
              </List.Root>
            </Stack>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
