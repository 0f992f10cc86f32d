import { keyPaths } from '@aliento/i18n';
import { es } from './i18n-es';
import { en } from './i18n-en';

test('Spanish and English catalogues have the same keys', () => {
  expect(keyPaths(en)).toEqual(keyPaths(es));
  expect(keyPaths(es).length).toBeGreaterThan(50);
});

test('English uses the spec texts for the cancellation labels (as issue 20 words them) and the empty plan', () => {
  expect(en.item.requestCancellation).toBe('Request Cancellation');
  expect(en.item.acceptCancellation).toBe('Client asked to cancel: accept');
  expect(en.status.client.requested).toBe('Cancellation requested · waiting for a decision');
  expect(en.status.client.cancelled).toBe('Cancelled');
  expect(en.plan.noPlan).toBe('No Plan');
});
