import { loadShare } from '@module-federation/enhanced/runtime';
import { buildSystemStep } from '@aliento/ui/system';
import { preloadUiKitFor } from './ui-kit';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare: jest.fn(async () => () => ({})) }));
// the system's build in two steps
jest.mock('@aliento/ui/system', () => ({ UiProvider: () => null, buildSystemStep: jest.fn().mockReturnValueOnce(false).mockReturnValue(true) }));
jest.mock('@aliento/ui', () => ({ UiProvider: () => null, productSystem: jest.fn() }));

const tasks = () => new Promise((resolve) => setTimeout(resolve, 30));

it('the landing (plain CSS) never loads the UI kit at start-up', async () => {
  preloadUiKitFor('/');
  await tasks();
  expect(buildSystemStep).not.toHaveBeenCalled();
  expect(loadShare).not.toHaveBeenCalled();
});

it("every other screen starts loading it at start-up, once: its first part's files, its modules, the system built in steps, then the rest (downloaded meanwhile)", async () => {
  preloadUiKitFor('/dashboard/therapists');
  preloadUiKitFor('/signin');
  await tasks();
  expect(buildSystemStep).toHaveBeenCalledTimes(2);
  expect(loadShare).toHaveBeenCalledTimes(2);
  expect(loadShare).toHaveBeenCalledWith('@aliento/ui/system');
  expect(loadShare).toHaveBeenCalledWith('@aliento/ui');
});
