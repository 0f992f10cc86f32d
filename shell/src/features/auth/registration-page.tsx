/**
 * /registration: role choice (client or provider; `?admin` preselects provider), then a three-phase wizard.
 * The last phase submits `POST /api/register`; 201 goes to sign-in.
 */
import { useState } from 'react';
import { Box, HStack, Link, Stack, Text } from '@aliento/ui';
import { Link as RouterLink, useNavigate, useSearchParams, apiErrorBody, paths, toast, type ApiErrorBody, type SigninNavState } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import type { RegisterRequest } from '@aliento/contracts/auth';
import type { RegistrationRole } from '@aliento/contracts/enums';
import { register } from './api/register';
import { AccountDetailsStep } from './components/account-details-step';
import { AuthCard } from './components/auth-card';
import { ChoiceGroup } from './components/choice-group';
import { ClientAboutStep } from './components/client-about-step';
import { ClientPreferencesStep } from './components/client-preferences-step';
import { ProviderAboutStep } from './components/provider-about-step';
import { ProviderContactStep } from './components/provider-contact-step';
import { RegisterFailure } from './components/register-failure';
import { StepMotion } from './components/step-motion';
import { WizardProgress } from './components/wizard-progress';
import { useRegistrationWizard, type ClientData, type ProviderData } from './hooks/use-registration-wizard';
import { NS } from './i18n';

export function RegistrationPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state, chooseRole, next, back, goTo } = useRegistrationWizard(params.has('admin') ? 'provider' : null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ApiErrorBody | null>(null);
  const { role, step, direction, moved } = state;

  const submit = async (body: RegisterRequest) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await register(body);
      toast.success(t('registration.success'));
      // a client's free session waits for the confirmed e-mail: say where the link went; a provider waits for approval.
      // The sign-in form starts with the e-mail just registered.
      const message =
        body.role === 'client' ? t('registration.checkEmail', { email: body.email }) : t('registration.providerReview', { email: body.email });
      const state: SigninNavState & { email: string } = { message, email: body.email };
      navigate(paths.signin, { state });
    } catch (err) {
      toast.error(t('registration.failed'));
      // Keep everything typed: the user fixes what the server named and submits again.
      setFailure(apiErrorBody(err));
      setSubmitting(false);
    }
  };

  const onRole = (value: RegistrationRole) => {
    setFailure(null);
    chooseRole(value);
  };
  const onGoTo = (target: 1 | 2 | 3) => {
    setFailure(null);
    goTo(target);
  };

  return (
    <AuthCard title={t('registration.title')} subtitle={t('registration.subtitle')} maxW="640px">
      <Stack gap={8}>
        <ChoiceGroup<RegistrationRole>
          legend={t('registration.roleLegend')}
          name="role"
          options={[
            { value: 'client', label: t('registration.roles.client') },
            { value: 'provider', label: t('registration.roles.provider') },
          ]}
          value={role ?? undefined}
          onChange={onRole}
        />
        {role ? (
          <Stack gap={6}>
            <WizardProgress step={step} />
            {failure ? <RegisterFailure role={role} error={failure} onGoTo={onGoTo} /> : null}
            <Box overflow="hidden" px={1} mx={-1} pb={1}>
              <StepMotion stepKey={`${role}-${step}`} direction={direction}>
                {role === 'client' ? (
                  <ClientWizardStep
                    step={step}
                    data={state.client}
                    focusOnMount={moved}
                    submitting={submitting}
                    onNext={next}
                    onBack={back}
                    onDone={(values) => submit({ role: 'client', ...state.client, ...values } as RegisterRequest)}
                  />
                ) : (
                  <ProviderWizardStep
                    step={step}
                    data={state.provider}
                    focusOnMount={moved}
                    submitting={submitting}
                    onNext={next}
                    onBack={back}
                    onDone={(values) => submit({ role: 'provider', ...state.provider, ...values } as RegisterRequest)}
                  />
                )}
              </StepMotion>
            </Box>
          </Stack>
        ) : null}
        <HStack gap={2} justify="center" flexWrap="wrap" borderTopWidth="1px" pt={6}>
          <Text color="fg.muted">{t('registration.haveAccount')}</Text>
          <Link asChild color="brand.fg" fontWeight="semibold" minH="44px" display="inline-flex" alignItems="center">
            <RouterLink to={paths.signin}>{t('registration.login')}</RouterLink>
          </Link>
        </HStack>
      </Stack>
    </AuthCard>
  );
}

interface RoleStepProps<D> {
  step: 1 | 2 | 3;
  data: D;
  focusOnMount: boolean;
  submitting: boolean;
  onNext: (values: D) => void;
  onBack: (values: D) => void;
  onDone: (values: D) => Promise<void>;
}

/** Client phases: 1 about you, 2 account details, 3 therapist preferences (Done). */
function ClientWizardStep({ step, data, focusOnMount, submitting, onNext, onBack, onDone }: RoleStepProps<ClientData>) {
  if (step === 1) return <ClientAboutStep defaults={data} focusOnMount={focusOnMount} onNext={onNext} />;
  if (step === 2) return <AccountDetailsStep defaults={data} focusOnMount={focusOnMount} onNext={onNext} onBack={onBack} />;
  return <ClientPreferencesStep defaults={data} focusOnMount={focusOnMount} submitting={submitting} onDone={onDone} onBack={onBack} />;
}

/** Provider phases: 1 account details, 2 about your practice, 3 contact and social links (Done). */
function ProviderWizardStep({ step, data, focusOnMount, submitting, onNext, onBack, onDone }: RoleStepProps<ProviderData>) {
  if (step === 1) return <AccountDetailsStep defaults={data} focusOnMount={focusOnMount} onNext={onNext} />;
  if (step === 2) return <ProviderAboutStep defaults={data} focusOnMount={focusOnMount} onNext={onNext} onBack={onBack} />;
  return <ProviderContactStep defaults={data} focusOnMount={focusOnMount} submitting={submitting} onDone={onDone} onBack={onBack} />;
}
