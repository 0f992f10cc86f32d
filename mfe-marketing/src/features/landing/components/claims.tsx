import { CalendarCheck, Clock, Gift, GraduationCap } from 'lucide';
import { LightIcon } from '@aliento/ui/light';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

const CLAIMS = [
  { key: 'freeSession', Icon: Gift },
  { key: 'sessionLength', Icon: Clock },
  { key: 'experience', Icon: GraduationCap },
  { key: 'cancellation', Icon: CalendarCheck },
] as const;

/** The product's promises from the spec: free first session, 45 minutes, 3+ years, 24-hour notice. */
export function Claims() {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="claims-title" className="mk-white mk-claims">
      <div className="al-container">
        <h2 id="claims-title" className="al-sr-only">
          {t('claims.title')}
        </h2>
        <ul className="al-plain mk-grid mk-grid-sm2 mk-grid-lg4">
          {CLAIMS.map(({ key, Icon }) => (
            <li key={key} className="mk-hrow">
              <span className="mk-icon-brand">
                <LightIcon icon={Icon} aria-hidden />
              </span>
              <p className="mk-strong">{t(`claims.${key}`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
