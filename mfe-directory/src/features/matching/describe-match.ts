/** Turns match reasons into one short sentence in the page's language ("Es de México y tiene experiencia LGBTQ+"). */
import { countryLabel } from '@aliento/contracts/countries';
import type { Language } from '@aliento/contracts/enums';
import type { MatchReason } from './match-therapists';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How many reasons the card line names: short enough to read at a glance. */
export const MAX_REASONS = 2;

/** Lower-cases a label for use mid-sentence, but leaves acronyms (TDAH, ADHD) alone. */
function inSentence(label: string): string {
  return label.length > 1 && label[1] === label[1].toLowerCase() ? label[0].toLowerCase() + label.slice(1) : label;
}

function clause(reason: MatchReason, t: Translate, language: Language): string {
  switch (reason.kind) {
    case 'country':
      return t('match.country', { country: countryLabel(reason.country, language) });
    case 'lgbtq':
      return t('match.lgbtq');
    case 'specialties': {
      const labels = reason.specialties.slice(0, 2).map((s) => inSentence(t(`specialties.${s}`, { ns: 'common' })));
      return t('match.specialties', { list: new Intl.ListFormat(language, { type: 'conjunction' }).format(labels) });
    }
    case 'gender':
      return t(`match.gender_${reason.gender}`);
    case 'orientation':
      return t(reason.believer ? 'match.believer' : 'match.secular');
  }
}

/** The sentence, or null when there is nothing to say. */
export function describeMatch(reasons: readonly MatchReason[], t: Translate, language: Language): string | null {
  if (reasons.length === 0) return null;
  const clauses = reasons.slice(0, MAX_REASONS).map((r) => clause(r, t, language));
  const sentence = new Intl.ListFormat(language, { type: 'conjunction' }).format(clauses);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
