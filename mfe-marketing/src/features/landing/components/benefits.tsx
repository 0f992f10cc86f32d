import { Award, Globe2, HandCoins, Laptop, ShieldCheck } from 'lucide';
import { LightIcon } from '@aliento/ui/light';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

const BENEFITS = [
  { key: 'affordable', Icon: HandCoins },
  { key: 'quality', Icon: Award },
  { key: 'culture', Icon: Globe2 },
  { key: 'convenience', Icon: Laptop },
  { key: 'safety', Icon: ShieldCheck },
] as const;

export function Benefits() {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="benefits-title" className="mk-white">
      <div className="al-container">
        <h2 id="benefits-title" className="al-h2">
          {t('benefits.title')}
        </h2>
        <ul className="al-plain mk-grid mk-grid-md2 mk-grid-lg3">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className="mk-hrow mk-hrow-top">
              <span className="mk-circle mk-circle-48 mk-on-brand-subtle">
                <LightIcon icon={Icon} aria-hidden />
              </span>
              <div>
                <h3 className="al-h3">{t(`benefits.${key}.title`)}</h3>
                <p style={{ marginTop: '0.25rem' }}>{t(`benefits.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
