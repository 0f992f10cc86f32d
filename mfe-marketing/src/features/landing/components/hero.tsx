import { Link, paths } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { HeroIllustration } from '../../../components/illustrations/hero-illustration';

export function Hero() {
  const { t } = useTranslation(NS);
  return (
    <div className="mk-hero">
      <div className="al-container">
        <div className="mk-hero-grid">
          <div className="mk-hero-text">
            <p className="mk-eyebrow">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
            <p className="mk-hero-body">{t('hero.body')}</p>
            {/* On a phone both actions take the full width (equal, easy to tap); side by side from sm up. */}
            <div className="mk-actions">
              <Link className="al-btn al-btn-lg al-btn-accent" to={paths.registration}>
                {t('hero.cta')}
              </Link>
              <a className="al-btn al-btn-lg al-btn-outline" href="#how-it-works">
                {t('hero.secondary')}
              </a>
            </div>
          </div>
          <HeroIllustration alt={t('hero.imageAlt')} />
        </div>
      </div>
    </div>
  );
}
