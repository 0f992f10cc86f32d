import { keyPaths } from '@aliento/i18n';
import { es } from './i18n-es';
import { en } from './i18n-en';

test('Spanish and English catalogues have the same keys', () => {
  expect(keyPaths(en)).toEqual(keyPaths(es));
});

test('the purchase is offered with a way out that keeps the person where they are', () => {
  expect(es.modal.notNow).toBe('Ahora no');
  expect(en.modal.notNow).toBe('Not now');
});
