import { Quote } from 'lucide';
import { LightIcon } from '@aliento/ui/light';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { formatLongDate } from '../../../lib/format';

/** Shown with initials only, to protect the people who shared them. Dates at noon UTC so no time zone shifts the day. */
const TESTIMONIALS = [
  { key: 'one', date: '2025-02-18T12:00:00Z', bg: 'var(--al-accent-500)' },
  { key: 'two', date: '2025-04-03T12:00:00Z', bg: 'var(--al-brand-600)' },
  { key: 'three', date: '2025-05-21T12:00:00Z', bg: 'var(--al-accent-700)' },
] as const;

export function Testimonials() {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  return (
    <section aria-labelledby="testimonials-title" className="mk-testimonials">
      <div className="al-container">
        <h2 id="testimonials-title" className="al-h2">
          {t('testimonials.title')}
        </h2>
        <ul className="al-plain mk-grid mk-grid-md3">
          {TESTIMONIALS.map(({ key, date, bg }) => (
            <li key={key} className="mk-card mk-quote">
              <blockquote style={{ margin: 0 }}>
                <div className="mk-quote-icon">
                  <LightIcon icon={Quote} aria-hidden />
                </div>
                <p>{t(`testimonials.items.${key}.quote`)}</p>
              </blockquote>
              <div className="mk-hrow">
                <span className="mk-circle mk-circle-48 mk-initials" style={{ background: bg }} aria-hidden="true">
                  {t(`testimonials.items.${key}.initials`).replace(/[.\s]/g, '')}
                </span>
                <div>
                  <p className="mk-bold">{t(`testimonials.items.${key}.initials`)}</p>
                  <p className="mk-small al-muted">
                    {t(`testimonials.items.${key}.place`)} · <time dateTime={date.slice(0, 10)}>{formatLongDate(date, language)}</time>
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
