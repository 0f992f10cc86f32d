import { BadgeCheck } from 'lucide';
import { LightIcon } from '@aliento/ui/light';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

export function GuaranteeBanner() {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="guarantee-title" className="mk-guarantee">
      <div className="al-container">
        <div className="mk-hrow mk-hrow-top" style={{ gap: '1.25rem' }}>
          <span className="mk-circle mk-circle-56 mk-on-accent">
            <LightIcon icon={BadgeCheck} aria-hidden />
          </span>
          <div>
            <h2 id="guarantee-title">{t('guarantee.title')}</h2>
            <p>{t('guarantee.body')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
