/**
 * Countries and territories (ISO 3166-1, from i18n-iso-countries). The spec sends country NAMES as values:
 * the English name is the stored value and the Spanish/English names are display labels.
 */
import { COUNTRY_ROWS } from './countries-data';
import type { Language } from './enums';

/** A country: stable ISO alpha-2 `code`, English name `en` (the stored value) and Spanish name `es`. */
export type Country = { code: string; en: string; es: string };

/** All countries and territories, sorted by English name. */
export const COUNTRIES: readonly Country[] = COUNTRY_ROWS;

/** English names of every country: the values sent and stored. */
export const COUNTRY_NAMES = COUNTRY_ROWS.map((c) => c.en) as unknown as readonly [string, ...string[]];

/** The default country of origin (spec section 9). */
export const DEFAULT_COUNTRY = 'United States of America';

const byName = new Map<string, Country>(COUNTRY_ROWS.map((c) => [c.en.toLowerCase(), c]));
const byCode = new Map<string, Country>(COUNTRY_ROWS.map((c) => [c.code, c]));

/** Looks a country up by its stored (English) name, case-insensitively. */
export function findCountryByName(name: string): Country | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** Looks a country up by its ISO alpha-2 code. */
export function findCountryByCode(code: string): Country | undefined {
  return byCode.get(code.toUpperCase());
}

/** The label of a stored country name in the given language (the name itself when unknown). */
export function countryLabel(name: string, language: Language): string {
  const c = findCountryByName(name);
  return c ? c[language] : name;
}

/** Country options for a select, sorted by the label in the given language. */
export function countryOptions(language: Language): { value: string; label: string; code: string }[] {
  return COUNTRY_ROWS.map((c) => ({ value: c.en, label: c[language], code: c.code })).sort((a, b) => a.label.localeCompare(b.label, language));
}
