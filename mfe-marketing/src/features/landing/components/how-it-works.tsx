import { ClipboardList, HeartHandshake, Video } from 'lucide';
import { LightIcon } from '@aliento/ui/light';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

const STEPS = [
  { key: 'tell', Icon: ClipboardList },
  { key: 'match', Icon: HeartHandshake },
  { key: 'start', Icon: Video },
] as const;

export function HowItWorks() {
  const { t } = useTranslation(NS);
  return (
    <section id="how-it-works" aria-labelledby="how-title">
      <div className="al-container">
        <h2 id="how-title" className="al-h2">
          {t('howItWorks.title')}
        </h2>
        <p className="al-lead">{t('howItWorks.subtitle')}</p>
        <ol className="al-plain mk-grid mk-grid-md3">
          {STEPS.map(({ key, Icon }, i) => (
            <li key={key} className="mk-card">
              <span className="mk-circle mk-circle-56 mk-on-accent-subtle">
                <LightIcon icon={Icon} aria-hidden />
              </span>
              <p className="mk-step">{t('howItWorks.step', { number: i + 1 })}</p>
              <h3 className="al-h3">{t(`howItWorks.steps.${key}.title`)}</h3>
              <p>{t(`howItWorks.steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
