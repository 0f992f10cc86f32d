/** The footer of every marketing page: crisis notice (always in the same place), privacy policy, contact, version. */
import { Phone } from 'lucide';
import { LightIcon } from '@aliento/ui/light';
import { useTranslation } from '@aliento/i18n';
import { Link as RouterLink, paths } from '@aliento/core';
import { NS } from '../../../app/i18n';
import { usePrivacyModal } from '../../../lib/privacy-modal-store';
import './footer.css';

export function Footer() {
  const { t } = useTranslation(NS);
  const showPrivacy = usePrivacyModal((s) => s.show);
  return (
    <footer className="mk-footer">
      <div className="al-container">
        <section aria-labelledby="crisis-title" className="mk-crisis">
          <h2 id="crisis-title">{t('footer.crisisTitle')}</h2>
          <div className="mk-crisis-text" data-testid="crisis-notice">
            <p>{t('footer.crisis', { emergency: '911' })}</p>
            <p>{t('footer.crisisLine', { lifeline: '988' })}</p>
          </div>
          <div className="mk-footer-actions">
            <a className="al-btn al-btn-accent" href="tel:911">
              <LightIcon icon={Phone} aria-hidden /> {t('footer.callEmergency')}
            </a>
            <a className="al-btn mk-btn-on-dark" href="tel:988">
              <LightIcon icon={Phone} aria-hidden /> {t('footer.callLifeline')}
            </a>
          </div>
        </section>
        <div className="mk-footer-row">
          <div>
            <p className="mk-footer-name">Aliento</p>
            <p style={{ opacity: 0.9 }}>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.privacy') + ' · ' + t('footer.contact')} className="mk-footer-links">
            {/* Both footer links look alike (same size and weight), whichever element they are. */}
            <button type="button" className="mk-footer-link" onClick={showPrivacy}>
              {t('footer.privacy')}
            </button>
            <RouterLink className="mk-footer-link" to={paths.contact}>
              {t('footer.contact')}
            </RouterLink>
          </nav>
        </div>
        <p className="mk-footer-legal">
          © {new Date().getFullYear()} Aliento. {t('footer.rights')} · {t('footer.version')}{' '}
          <span data-testid="remote-version">{__APP_VERSION__}</span>
        </p>
      </div>
    </footer>
  );
}
