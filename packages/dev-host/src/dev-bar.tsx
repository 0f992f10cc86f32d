import { Link, endSession, setLanguage, useSession, type RemoteApp } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';

/** The thin bar above the remote: which remote this is, the index, the language and the session. */
export function DevBar({ remote, indexPath }: { remote: RemoteApp; indexPath: string }) {
  const { t, i18n } = useTranslation('devHost');
  const { claims } = useSession();
  const next = i18n.language === 'en' ? 'es' : 'en';
  return (
    <nav aria-label={t('bar.label')} className="dh-bar" data-testid="dev-bar">
      <strong>
        Aliento · {remote.name} {__APP_VERSION__} ({t('bar.standalone')})
      </strong>
      <Link to={indexPath}>{t('bar.index')}</Link>
      <span className="dh-grow" />
      <button type="button" lang={next} aria-label={t('bar.languageLabel')} onClick={() => setLanguage(next)}>
        {t('bar.language')}
      </button>
      {claims ? (
        <>
          <span>{t('bar.signedInAs', { email: claims.email })}</span>
          <button type="button" onClick={() => void endSession('signout')}>
            {t('bar.signOut')}
          </button>
        </>
      ) : (
        <span>{t('bar.signedOut')}</span>
      )}
    </nav>
  );
}
