import { productSystem } from '@aliento/ui';
import { preloadUiKitFor } from './ui-kit';

jest.mock('@aliento/ui', () => ({ UiProvider: () => null, productSystem: jest.fn() }));

const tasks = () => new Promise((resolve) => setTimeout(resolve, 10));

it('the landing (plain CSS) never loads the UI kit at start-up', async () => {
  preloadUiKitFor('/');
  await tasks();
  expect(productSystem).not.toHaveBeenCalled();
});

it('every other screen starts loading it at start-up, once', async () => {
  preloadUiKitFor('/dashboard/therapists');
  preloadUiKitFor('/signin');
  await tasks();
  expect(productSystem).toHaveBeenCalledTimes(1);
});
