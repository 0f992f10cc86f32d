import { useTranslation } from '@aliento/i18n';
import { setLanguage } from '@aliento/core';

/** Switches between Spanish and English: stores the choice and reloads. */
export function LanguageSwitch({ onSwitch = setLanguage }: { onSwitch?: typeof setLanguage }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'es' : 'en';
  return (
    <button
      type="button"
      className="al-btn al-btn-sm al-btn-outline-plain"
      lang={next}
      aria-label={t('nav.switchToLabel')}
      data-testid="language-switch"
      onClick={() => onSwitch(next)}
    >
      {t('nav.switchTo')}
    </button>
  );
}
