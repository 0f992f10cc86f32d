import i18next from 'i18next';
import { initI18n } from '@aliento/i18n';
import '../../app/i18n';
import { IDS, THERAPISTS, byId, clientProfile } from '../../testing/fixtures';
import { describeMatch, type Translate } from './describe-match';
import { matchTherapist, rankTherapists, type MatchPreferences } from './match-therapists';

const prefs = (overrides: Partial<MatchPreferences> = {}): MatchPreferences => {
  const { therapistGender, therapistLGBTQ, therapistOrientation, therapistCountryOfOrigin, specialties } = clientProfile(overrides);
  return { therapistGender, therapistLGBTQ, therapistOrientation, therapistCountryOfOrigin, specialties };
};

describe('rankTherapists', () => {
  it('keeps the API order without preferences', () => {
    expect(rankTherapists(THERAPISTS, null).map((r) => r.therapist.user)).toEqual(THERAPISTS.map((t) => t.user));
  });

  it('puts the best match first and keeps ties in the API order', () => {
    const ranked = rankTherapists(
      THERAPISTS,
      prefs({ therapistGender: 'GENDER_FEMALE', therapistLGBTQ: true, therapistOrientation: true, therapistCountryOfOrigin: 'Mexico' }),
    );
    expect(ranked.map((r) => r.therapist.user)).toEqual([IDS.lucia, IDS.jorge, IDS.ana, IDS.carlos]);
  });

  it('weighs a shared specialty', () => {
    const ranked = rankTherapists(THERAPISTS, prefs({ specialties: ['COUPLES_THERAPY', 'STRESS'], therapistCountryOfOrigin: 'Chile' }));
    expect(ranked[0].therapist.user).toBe(IDS.carlos);
    expect(ranked[0].match?.reasons[0]).toEqual({ kind: 'specialties', specialties: ['COUPLES_THERAPY', 'STRESS'] });
  });

  it('ignores gender when the client has no preference, and LGBTQ when the client did not ask for it', () => {
    const match = matchTherapist(byId(IDS.lucia), prefs({ therapistOrientation: true, therapistCountryOfOrigin: 'Chile' }));
    expect(match.reasons).toEqual([{ kind: 'orientation', believer: true }]);
  });
});

/** The catalogue's translate function for a language, as the page gives it. */
const tr = (language: 'es' | 'en'): Translate => {
  const t = i18next.getFixedT(language, 'directory');
  return (key, options) => t(key, { ...options });
};

describe('describeMatch', () => {
  beforeAll(() => initI18n('es'));

  it('says the first two reasons as one sentence in the page language', () => {
    const { reasons } = matchTherapist(
      byId(IDS.lucia),
      prefs({ therapistLGBTQ: true, therapistCountryOfOrigin: 'Mexico', specialties: ['ANXIETY'] }),
    );
    expect(describeMatch(reasons, tr('es'), 'es')).toBe('Es de México y tiene experiencia LGBTQ+');
    expect(describeMatch(reasons, tr('en'), 'en')).toBe('Is from Mexico and has LGBTQ+ experience');
  });

  it('names shared specialties mid-sentence and keeps acronyms', () => {
    const t = tr('es');
    expect(describeMatch([{ kind: 'specialties', specialties: ['ANXIETY', 'ADHD_FOCUS'] }], t, 'es')).toBe(
      'Trabaja con ansiedad y TDAH y concentración',
    );
  });

  it('says nothing without reasons', () => {
    expect(describeMatch([], tr('es'), 'es')).toBeNull();
  });
});
