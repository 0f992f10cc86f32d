/**
 * For a client whose e-mail is not confirmed yet: a kind notice under the top bar (the free first session arrives
 * with the confirmation), a way to get the mail again, and in the demo the mailbox viewer.
 */
import { useEffect, useState } from 'react';
import { errorText, renewSession, toast, useRuntimeConfig } from '@aliento/core';
import { accountsApi } from '@aliento/api-client/accounts';
import { useTranslation } from '@aliento/i18n';
import { NS } from './i18n';

/** Shown (and its code fetched) only while a client's e-mail waits for confirmation. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation(NS);
  const { demoMailUrl } = useRuntimeConfig();
  const [sending, setSending] = useState(false);

  // confirmed in a mail app meanwhile? coming back to this page picks up the new state
  useEffect(() => {
    const back = () => void renewSession();
    window.addEventListener('focus', back);
    return () => window.removeEventListener('focus', back);
  }, []);

  const resend = async () => {
    setSending(true);
    try {
      const body = await accountsApi.resendVerification({});
      toast.success(body.message);
    } catch (error) {
      toast.error(errorText(error) ?? t('verify.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="al-notice" aria-labelledby="al-verify-title">
      <div className="al-notice-inner">
        <div>
          <p id="al-verify-title" className="al-notice-title">
            {t('verify.title')}
          </p>
          <p>{t('verify.body', { email })}</p>
        </div>
        <div className="al-row">
          <button type="button" className="al-btn al-btn-outline" onClick={resend} disabled={sending}>
            {sending ? t('verify.sending') : t('verify.resend')}
          </button>
          {demoMailUrl ? (
            <a className="al-btn al-btn-ghost" href={demoMailUrl} target="_blank" rel="noreferrer">
              {t('verify.demoMailbox')}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
