/**
 * /verify-email?token=: the link mailed at registration (or after an e-mail change). Confirms the address once and
 * says what it unlocked; a signed-in browser gets a fresh token at once, so every tab stops asking to confirm.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spinner, Stack } from '@aliento/ui';
import { Link as RouterLink, apiErrorBody, getSession, hasRole, paths, renewSession, useSearchParams, useSession } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { verifyEmail } from './api/verify-email';
import { AuthCard } from './components/auth-card';
import { NS } from './i18n';

type Outcome = { ok: boolean; message: string };

/** Where the mailed link points (`${PUBLIC_WEB_URL}/verify-email?token=`, services/email-verification.ts). */
export const VERIFY_EMAIL_PATH = '/verify-email';

export function VerifyEmailPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const { claims } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // a link is used once, even if the page renders twice
    started.current = true;
    void (async () => {
      try {
        const { message } = await verifyEmail(params.get('token') ?? '');
        if (getSession().token) await renewSession();
        setOutcome({ ok: true, message });
      } catch (error) {
        const body = apiErrorBody(error);
        setOutcome({ ok: false, message: body?.fields?.token ?? body?.message ?? t('verify.offline') });
      }
    })();
  }, [params, t]);

  const next = claims
    ? {
        to: hasRole('ROLE_CLIENT', claims) ? paths.therapists : paths.dashboard,
        label: hasRole('ROLE_CLIENT', claims) ? t('verify.toTherapists') : t('verify.toDashboard'),
      }
    : { to: paths.signin, label: t('verify.signin') };

  return (
    <AuthCard title={outcome && !outcome.ok ? t('verify.failedTitle') : t('verify.title')}>
      {outcome ? (
        <Stack gap={6}>
          <Alert.Root status={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="brand" minH="44px" alignSelf="flex-start">
            <RouterLink to={next.to}>{next.label}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" gap={3} align="center" role="status">
          <Spinner size="sm" color="brand.solid" />
          <span>{t('verify.checking')}</span>
        </Stack>
      )}
    </AuthCard>
  );
}
