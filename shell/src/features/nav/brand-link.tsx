import { Link } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';

export function BrandLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="al-brand" aria-label={t('nav.home')}>
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#0f6662" />
        <path d="M9 19c3-7 11-7 14 0" stroke="#f7d6c8" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <span>{t('brand')}</span>
    </Link>
  );
}
