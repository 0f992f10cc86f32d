import { useTranslation } from '@aliento/i18n';
import { NS } from '../i18n';
import type { AnalyticsConsent } from '../lib/consent';
import './consent-banner.css';

/**
 * Asks once whether we may measure visits (anonymous page views and page speed). Both answers weigh the same and the
 * page stays usable behind it; plain HTML and CSS, as it may show on the landing page.
 */
export function ConsentBanner({ onChoose }: { onChoose: (choice: AnalyticsConsent) => void }) {
  const { t } = useTranslation(NS);
  return (
    <section className="mk-consent" aria-labelledby="mk-consent-title">
      <h2 id="mk-consent-title" className="mk-consent-title">
        {t('consent.title')}
      </h2>
      <p>{t('consent.body')}</p>
      <div className="mk-consent-actions">
        <button type="button" className="al-btn al-btn-outline-plain" onClick={() => onChoose('denied')}>
          {t('consent.deny')}
        </button>
        <button type="button" className="al-btn al-btn-outline-plain" onClick={() => onChoose('granted')}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
