import { keyPaths } from '@aliento/i18n';
import { es as appEs } from './i18n-es';
import { en as appEn } from './i18n-en';
import * as aboutUs from '../features/about-us/i18n';
import * as analytics from '../features/analytics/i18n';
import * as blog from '../features/blog/i18n';
import * as careSeekers from '../features/care-seekers/i18n';
import * as contact from '../features/contact/i18n';
import * as intake from '../features/intake/i18n';
import * as notFound from '../features/not-found/i18n';
import * as privacy from '../features/privacy-policy/i18n';
import * as providers from '../features/providers/i18n';

/** The landing's part (app/i18n.ts) and each page's part, loaded with that page. */
const parts = { app: { es: appEs, en: appEn }, aboutUs, analytics, blog, careSeekers, contact, intake, notFound, privacy, providers };

describe.each(Object.entries(parts))('marketing catalogue, %s part', (_name, { es, en }) => {
  it('has the same keys in Spanish and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(es));
  });

  it('has no empty texts', () => {
    const leaves = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'object' ? leaves(v as object) : [String(v)]));
    expect([...leaves(es), ...leaves(en)].filter((s) => s.trim() === '')).toEqual([]);
  });
});

it("gives every page its own texts (no part repeats another part's section)", () => {
  const sections = Object.values(parts).flatMap(({ es }) => Object.keys(es));
  expect(sections.length).toBe(new Set(sections).size);
});
