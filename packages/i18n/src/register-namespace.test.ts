import { initI18n, registerNamespace, i18next } from './index';

describe('registerNamespace', () => {
  it('adds a later part to a namespace already registered, in both languages, keeping what was there', () => {
    initI18n('es');
    registerNamespace('pages', { es: { landing: { title: 'Hola' } }, en: { landing: { title: 'Hello' } } });
    registerNamespace('pages', { es: { contact: { title: 'Contacto' } }, en: { contact: { title: 'Contact' } } });
    expect(i18next.t('landing.title', { ns: 'pages' })).toBe('Hola');
    expect(i18next.t('contact.title', { ns: 'pages' })).toBe('Contacto');
    expect(i18next.getFixedT('en', 'pages')('contact.title')).toBe('Contact');
  });
});

describe('texts loaded on demand', () => {
  it('fetches a language given as a loader only for a page in that language, and says when it has arrived', async () => {
    await jest.isolateModulesAsync(async () => {
      const i18n = await import('./index');
      i18n.initI18n('es');
      const english = jest.fn(async () => ({ greeting: 'Hello' }));
      i18n.registerNamespace('part', { es: { greeting: 'Hola' }, en: english });
      await i18n.cataloguesReady();
      expect(english).not.toHaveBeenCalled();
      expect(i18n.i18next.hasResourceBundle('en', 'common')).toBe(false);

      i18n.initI18n('en');
      await i18n.cataloguesReady();
      expect(english).toHaveBeenCalledTimes(1);
      expect(i18n.i18next.t('greeting', { ns: 'part' })).toBe('Hello');
      expect(i18n.i18next.t('nav.careSeekers')).toBe('Care seekers');
    });
  });

  it('keeps the Spanish texts when the English ones cannot be fetched', async () => {
    await jest.isolateModulesAsync(async () => {
      const i18n = await import('./index');
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      i18n.initI18n('en');
      i18n.registerNamespace('broken', { es: { greeting: 'Hola' }, en: () => Promise.reject(new Error('offline')) });
      await i18n.cataloguesReady();
      expect(i18n.i18next.t('greeting', { ns: 'broken' })).toBe('Hola');
      expect(error).toHaveBeenCalled();
      error.mockRestore();
    });
  });

  it('fetches the Spanish texts instead when both are loaders and the English ones cannot be fetched', async () => {
    await jest.isolateModulesAsync(async () => {
      const i18n = await import('./index');
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      i18n.initI18n('en');
      const spanish = jest.fn(async () => ({ greeting: 'Hola' }));
      i18n.registerNamespace('lazy', { es: spanish, en: () => Promise.reject(new Error('offline')) });
      await i18n.cataloguesReady();
      expect(spanish).toHaveBeenCalledTimes(1);
      expect(i18n.i18next.t('greeting', { ns: 'lazy' })).toBe('Hola');
      error.mockRestore();
    });
  });

  it('downloads only the page language of the common texts', async () => {
    await jest.isolateModulesAsync(async () => {
      const i18n = await import('./index');
      i18n.initI18n('en');
      await i18n.cataloguesReady();
      expect(i18n.i18next.t('nav.careSeekers')).toBe('Care seekers');
      expect(i18n.i18next.hasResourceBundle('es', 'common')).toBe(false);
    });
  });
});
