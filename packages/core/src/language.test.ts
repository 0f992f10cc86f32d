import { detectLanguage, setLanguage, LANGUAGE_STORAGE_KEY } from './language';

function browserLanguages(langs: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(langs);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(langs[0] ?? '');
}

afterEach(() => jest.restoreAllMocks());

describe('language', () => {
  it('uses the stored choice first', () => {
    browserLanguages(['es-MX']);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('counts any browser language containing "es" as Spanish', () => {
    browserLanguages(['es-419']);
    expect(detectLanguage()).toBe('es');
    browserLanguages(['es']);
    expect(detectLanguage()).toBe('es');
  });

  it('uses English for an English browser', () => {
    browserLanguages(['en-US', 'es']);
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to Spanish for other languages and ignores invalid stored values', () => {
    browserLanguages(['fr-FR']);
    expect(detectLanguage()).toBe('es');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(detectLanguage()).toBe('es');
  });

  it('stores the switch under "lng" and reloads', () => {
    const reload = jest.fn();
    setLanguage('en', reload);
    expect(window.localStorage.getItem('lng')).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
