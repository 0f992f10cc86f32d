import { useTranslation } from '@aliento/i18n';
import { setLanguage } from '@aliento/core';

/** Switches between Spanish and English: stores the choice and reloads. */
export function LanguageSwitch({ onSwitch = setLanguage }: { onSwitch?: typeof setLanguage }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'es' : 'en';
  return (
    <button type="button" className="al-btn al-btn-sm al-btn-outline-plain" data-testid="language-switch" onClick={() => onSwitch(next)}>
      {/* the name read out starts with the visible word (WCAG 2.5.3), then says what the button does */}
      <span lang={next}>{t('nav.switchTo')}</span>
      <span className="al-sr-only">{t('nav.switchToHint')}</span>
    </button>
  );
}
