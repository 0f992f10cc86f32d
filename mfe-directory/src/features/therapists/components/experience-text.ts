import type { Language } from '@aliento/contracts/enums';

/** The catalogue key for "N year(s) of experience": singular only where the language's plural rule says "one". */
export function experienceKey(years: number, language: Language): 'detail.experience.one' | 'detail.experience.other' {
  return new Intl.PluralRules(language).select(years) === 'one' ? 'detail.experience.one' : 'detail.experience.other';
}
