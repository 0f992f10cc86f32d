import { useState, type FormEvent } from 'react';
import { apiBaseUrl, apiErrorBody, decodeToken, NO_CACHE_HEADERS, signIn } from '@aliento/core';
import { accountsApi } from '@aliento/api-client/accounts';
import { loginRequestSchema } from '@aliento/contracts/auth';
import { translateMessage } from '@aliento/contracts/messages';
import { useLanguage, useTranslation } from '@aliento/i18n';
import './dev-host.css';

/** The demo accounts the API creates in demo mode (SEED=1: `pnpm dev`, `pnpm start`); see the README. */
export const DEMO_ACCOUNTS = [
  { key: 'asClient', email: 'cliente@aliento.example' },
  { key: 'asTherapist', email: 'terapeuta@aliento.example' },
  { key: 'asAdmin', email: 'admin@aliento.example' },
] as const;
export const DEMO_PASSWORD = 'Aliento-demo-2026';

/**
 * Signs in against the API (`POST /api/login`, the shell's sign-in call) with a demo account, an e-mail and password, or
 * a pasted token; the token is stored where the shell stores it, so the remote reads the same session.
 */
export function SignInPanel({ notice }: { notice?: string }) {
  const { t } = useTranslation('devHost');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const language = useLanguage();

  const login = async (account: { email: string; password: string }) => {
    // what the API would refuse is said at once, in the page's language
    const checked = loginRequestSchema.safeParse(account);
    if (!checked.success) {
      setError(t('signIn.failed', { reason: translateMessage(checked.error.issues[0].message, language) }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      signIn((await accountsApi.login({ body: checked.data }, { headers: NO_CACHE_HEADERS })).token);
    } catch (failure) {
      const body = apiErrorBody(failure);
      setError(body ? t('signIn.failed', { reason: body.message }) : t('signIn.unreachable', { api: apiBaseUrl() }));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login({ email, password });
  };
  const useToken = (event: FormEvent) => {
    event.preventDefault();
    if (!decodeToken(token.trim())) return setError(t('signIn.badToken'));
    setError(null);
    signIn(token.trim());
  };

  return (
    <section aria-labelledby="dev-sign-in" className="dh-stack">
      <h2 id="dev-sign-in" className="al-h2">
        {t('signIn.title')}
      </h2>
      {notice && <p>{notice}</p>}
      <p className="al-muted">{t('signIn.demo')}</p>
      <div className="dh-row">
        {DEMO_ACCOUNTS.map((account) => (
          <button
            key={account.key}
            type="button"
            className="al-btn al-btn-brand"
            disabled={busy}
            onClick={() => void login({ email: account.email, password: DEMO_PASSWORD })}
          >
            {t(`signIn.${account.key}`)}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="dh-stack" noValidate>
        <label>
          {t('signIn.email')}
          <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          {t('signIn.password')}
          <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="al-btn al-btn-outline-plain" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </form>
      <form onSubmit={useToken} className="dh-stack">
        <label>
          {t('signIn.token')}
          <textarea rows={3} value={token} onChange={(e) => setToken(e.target.value)} />
        </label>
        <button type="submit" className="al-btn al-btn-outline-plain">
          {t('signIn.useToken')}
        </button>
      </form>
      {error && (
        <p role="alert" className="dh-error">
          {error}
        </p>
      )}
    </section>
  );
}
