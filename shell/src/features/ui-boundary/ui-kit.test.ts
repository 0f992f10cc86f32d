import { loadShare } from '@module-federation/enhanced/runtime';
import { productSystem } from '@aliento/ui/system';
import { preloadUiKitFor } from './ui-kit';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare: jest.fn(async () => () => ({})) }));
jest.mock('@aliento/ui/system', () => ({ UiProvider: () => null, productSystem: jest.fn() }));
jest.mock('@aliento/ui', () => ({ UiProvider: () => null, productSystem: jest.fn() }));

const tasks = () => new Promise((resolve) => setTimeout(resolve, 10));

it('the landing (plain CSS) never loads the UI kit at start-up', async () => {
  preloadUiKitFor('/');
  await tasks();
  expect(productSystem).not.toHaveBeenCalled();
  expect(loadShare).not.toHaveBeenCalled();
});

it('every other screen starts loading it at start-up, once: its first part, then the rest (downloaded meanwhile)', async () => {
  preloadUiKitFor('/dashboard/therapists');
  preloadUiKitFor('/signin');
  await tasks();
  expect(productSystem).toHaveBeenCalledTimes(1);
  expect(loadShare).toHaveBeenCalledTimes(1);
  expect(loadShare).toHaveBeenCalledWith('@aliento/ui');
});
