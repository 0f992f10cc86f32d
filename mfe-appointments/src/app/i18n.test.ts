import { keyPaths } from '@aliento/i18n';
import { es } from './i18n-es';
import { en } from './i18n-en';

test('Spanish and English catalogues have the same keys', () => {
  expect(keyPaths(en)).toEqual(keyPaths(es));
  expect(keyPaths(es).length).toBeGreaterThan(50);
});

test('English uses the spec texts for the cancellation labels and the empty plan', () => {
  expect(en.item.requestCancellation).toBe('Request Cancellation');
  expect(en.item.confirmCancellation).toBe('Confirm Cancellation');
  expect(en.item.awaitingCancellation).toBe('Awaiting Cancellation');
  expect(en.item.cancelled).toBe('Cancelled');
  expect(en.plan.noPlan).toBe('No Plan');
});
