import { GENDER_PREFERENCES, SPECIALTIES, THERAPIST_GENDERS } from '@aliento/contracts/enums';
import { keyPaths } from './index';
import { commonEs } from './common-es';
import { commonEn } from './common-en';

describe('common catalogue', () => {
  it('has the same keys in Spanish and English', () => {
    expect(keyPaths(commonEn)).toEqual(keyPaths(commonEs));
  });

  it('names every specialty code once, for every app, in both languages', () => {
    expect(Object.keys(commonEs.specialties).sort()).toEqual([...SPECIALTIES].sort());
    for (const code of SPECIALTIES) {
      expect(commonEs.specialties[code]).toBeTruthy();
      expect(commonEn.specialties[code]).toBeTruthy();
    }
  });

  it("labels every gender code (a therapist's and a client's preference) once, for every app", () => {
    for (const g of [...THERAPIST_GENDERS, ...GENDER_PREFERENCES]) {
      expect(commonEs.labels.genders[g]).toBeTruthy();
      expect(commonEn.labels.genders[g]).toBeTruthy();
    }
  });

  it('has no empty text', () => {
    const leaves = (o: object): unknown[] => Object.values(o).flatMap((v) => (v && typeof v === 'object' ? leaves(v) : [v]));
    expect(leaves(commonEs).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    expect(leaves(commonEn).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
  });
});
