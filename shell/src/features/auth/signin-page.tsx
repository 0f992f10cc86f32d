/**
 * /signin: the sign-in form (with forgot password), or, with `?token=` from a reset mail, the password-reset form.
 * A user who already holds an approved token goes to the dashboard. /verify-email (the confirmation link) is an
 * auth screen of this chunk too.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, HStack, Link, Text } from '@aliento/ui';
import {
  Link as RouterLink,
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
  isApproved,
  paths,
  useSession,
  type SigninNavState,
} from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { durationText } from '../session/duration';
import { useSessionSettings } from '../session/settings';
import { recentSessionEnd } from './session-end';
import { VERIFY_EMAIL_PATH, VerifyEmailPage } from './verify-email-page';
import { AuthCard } from './components/auth-card';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { ResetPasswordForm } from './components/reset-password-form';
import { SigninForm } from './components/signin-form';
import { NS } from './i18n';

/** Router state /signin understands: a one-time message, the e-mail just registered, and where a guard sent the user from. */
type SigninState = (SigninNavState & { from?: unknown; email?: unknown }) | null;

/** Back to the protected page the guard interrupted, else the dashboard home. */
function targetAfterSignin(state: SigninState): string {
  const from = state?.from;
  return typeof from === 'string' && from.startsWith(paths.dashboard) ? from : paths.dashboard;
}

export function SigninPage() {
  const [params] = useSearchParams();
  const { claims } = useSession();
  const location = useLocation();
  if (location.pathname === VERIFY_EMAIL_PATH) return <VerifyEmailPage />;
  const resetPasswordToken = params.get('token');
  // A reset link wins over the redirect: the person following it wants to change the password.
  if (resetPasswordToken) return <ResetPasswordForm resetPasswordToken={resetPasswordToken} />;
  if (isApproved(claims)) return <Navigate to={targetAfterSignin(location.state as SigninState)} replace />;
  return <SigninScreen />;
}

function SigninScreen() {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as SigninState;
  const [notice] = useState(() => (typeof state?.message === 'string' ? state.message : null));
  const [registeredEmail] = useState(() => (typeof state?.email === 'string' ? state.email : undefined));
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  // why the last session ended (signed out here or in another tab, idle, refused by the server), said once
  const { idleSeconds } = useSessionSettings();
  const [endNotice] = useState(() => {
    const ended = recentSessionEnd();
    return ended ? t(`ended.${ended}`, { duration: durationText(idleSeconds, i18n.language) }) : null;
  });

  // Show the message once: drop it from history so a reload or Back does not repeat it.
  useEffect(() => {
    if (state?.message || state?.email)
      navigate(location.pathname + location.search, { replace: true, state: state.from ? { from: state.from } : null });
  }, [state, navigate, location.pathname, location.search]);

  return (
    <AuthCard title={t('signin.title')} subtitle={forgotEmail === null ? t('signin.subtitle') : undefined}>
      {endNotice ? <Notice status="info">{endNotice}</Notice> : null}
      {notice ? <Notice status="success">{notice}</Notice> : null}
      {forgotEmail === null ? (
        <SigninForm
          defaultEmail={registeredEmail}
          onSignedIn={() => navigate(targetAfterSignin(state), { replace: true })}
          onForgotPassword={(email) => setForgotEmail(email)}
        />
      ) : (
        <ForgotPasswordForm defaultEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
      )}
      <Box mt={8} pt={6} borderTopWidth="1px">
        <HStack gap={2} justify="center" flexWrap="wrap">
          <Text color="fg.muted">{t('signin.noAccount')}</Text>
          <Link asChild colorPalette="brand" color="brand.fg" fontWeight="semibold" minH="44px" display="inline-flex" alignItems="center">
            <RouterLink to={paths.registration}>{t('signin.getStarted')}</RouterLink>
          </Link>
        </HStack>
      </Box>
    </AuthCard>
  );
}

/** A message the page shows once on arrival (why the last session ended, a finished reset or registration). */
function Notice({ status, children }: { status: 'info' | 'success'; children: string }) {
  return (
    <Alert.Root status={status} role="status" borderRadius="md" mb={5}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
