/** Pricing from the shared plan table (contracts), money through Intl in the page's language. */
import { Link, paths } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { FREE_SESSION_VALUE, PLANS, SESSION_MINUTES } from '@aliento/contracts/plans';
import type { PlanCode } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';
import { formatMoney } from '../../../lib/format';

const ORDER: PlanCode[] = ['PLAN_FREE', 'PLAN_ONE', 'PLAN_COUPLES', 'PLAN_FOUR', 'PLAN_TEN'];

export function Pricing() {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  return (
    <section id="pricing" aria-labelledby="pricing-title">
      <div className="al-container">
        <h2 id="pricing-title" className="al-h2">
          {t('pricing.title')}
        </h2>
        <p className="al-lead">{t('pricing.subtitle')}</p>
        <ul className="al-plain mk-grid mk-grid-sm2 mk-grid-lg5" style={{ gap: '1rem' }}>
          {ORDER.map((code) => {
            const plan = PLANS[code];
            const free = plan.freeOnce;
            return (
              <li key={code} data-testid={`plan-${code}`} className={`mk-card mk-plan${free ? ' mk-plan-free' : ''}`}>
                <h3 className="al-h3" style={{ fontSize: '1rem' }}>
                  {t(`pricing.plans.${code}.name`)}
                </h3>
                <p className="mk-price">{free ? t('pricing.free') : formatMoney(plan.amountCents, language)}</p>
                {free ? <p className="mk-small">{t('pricing.valuedAt', { amount: formatMoney(FREE_SESSION_VALUE * 100, language) })}</p> : null}
                <p className="mk-small">
                  {t('pricing.sessions', { count: plan.credits })} · {t('pricing.perSession', { minutes: SESSION_MINUTES })}
                </p>
                {plan.savingsCents > 0 ? (
                  <span className="mk-badge">{t('pricing.save', { amount: formatMoney(plan.savingsCents, language) })}</span>
                ) : null}
                <p className="mk-small mk-note">{t(`pricing.plans.${code}.note`)}</p>
              </li>
            );
          })}
        </ul>
        <p className="al-muted mk-after">{t('pricing.cancellation')}</p>
        <Link className="al-btn al-btn-lg al-btn-accent mk-after" to={paths.registration}>
          {t('common.bookFreeSession')}
        </Link>
      </div>
    </section>
  );
}
