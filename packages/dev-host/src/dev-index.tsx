import { useState } from 'react';
import { Link, apiBaseUrl, type RemoteApp } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { SignInPanel } from './sign-in-panel';

/** A page of the remote with a `:param` part: a field to fill it in, and the link to open it. */
function ParamLink({ pattern }: { pattern: string }) {
  const { t } = useTranslation('devHost');
  const param = /:(\w+)/.exec(pattern)?.[1] ?? 'id';
  const [value, setValue] = useState('');
  return (
    <div className="dh-row">
      <code>{pattern}</code>
      <input aria-label={t('index.param', { param })} value={value} onChange={(e) => setValue(e.target.value)} />
      {value.trim() && (
        <Link to={pattern.replace(`:${param}`, encodeURIComponent(value.trim()))} className="al-btn al-btn-sm al-btn-outline-plain">
          {t('index.open')}
        </Link>
      )}
    </div>
  );
}

/** The dev host's index: the pages this remote owns (the registry's links) and the sign-in. */
export function DevIndex({ remote }: { remote: RemoteApp }) {
  const { t } = useTranslation('devHost');
  return (
    <main className="dh-page" data-testid="dev-index">
      <h1 className="al-h2">{t('index.title', { name: remote.name })}</h1>
      <p>{t('index.intro', { name: remote.name, api: apiBaseUrl() })}</p>
      <section aria-labelledby="dev-pages" className="dh-stack">
        <h2 id="dev-pages" className="al-h2">
          {t('index.pages')}
        </h2>
        <ul className="dh-links">
          {remote.links.map((link) => (
            <li key={link}>{link.includes(':') ? <ParamLink pattern={link} /> : <Link to={link}>{link}</Link>}</li>
          ))}
        </ul>
      </section>
      {remote.access !== 'everyone' && <SignInPanel />}
    </main>
  );
}
