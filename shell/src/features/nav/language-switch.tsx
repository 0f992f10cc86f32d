import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@aliento/core';

/** Switches between Spanish and English: stores the choice and reloads. */
export function LanguageSwitch({ onSwitch = setLanguage }: { onSwitch?: typeof setLanguage }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'es' : 'en';
  return (
    <Button
      variant="outline"
      size="sm"
      minH="44px"
      lang={next}
      aria-label={t('nav.switchToLabel')}
      data-testid="language-switch"
      onClick={() => onSwitch(next)}
    >
      {t('nav.switchTo')}
    </Button>
  );
}
