/**
 * The product system built a step at a time (Chakra's createSystem, patched to pause between steps: patches/) is the
 * system built in one go, and no step is most of the work (each is a task of its own in the shell's kit loader).
 */
import type { SystemContext } from '@chakra-ui/react';

type Theme = typeof import('./theme');

function freshTheme(): Theme {
  let theme: Theme | undefined;
  jest.isolateModules(() => {
    theme = jest.requireActual<Theme>('./theme');
  });
  return theme!;
}

/** What a page gets from a system: every token's value and CSS variable, the token CSS and a recipe's classes' CSS. */
function observable(system: SystemContext) {
  return {
    tokens: system.tokens.allTokens.map((token) => [token.name, token.value, token.extensions.cssVar?.ref]),
    tokenCss: JSON.stringify(system.getTokenCss()),
    button: JSON.stringify(system.css({ colorPalette: 'accent', bg: 'colorPalette.solid', px: 4, _hover: { bg: 'brand.fg' } })),
  };
}

/** Builds a fresh theme's system a step at a time: the theme, and each step's time. */
function buildInSteps(): { theme: Theme; durations: number[] } {
  const theme = freshTheme();
  const durations: number[] = [];
  for (;;) {
    const started = performance.now();
    const built = theme.buildSystemStep();
    durations.push(performance.now() - started);
    if (built) return { theme, durations };
    expect(durations.length).toBeLessThan(50);
  }
}

it('builds in steps the same system as in one go', () => {
  const { theme: inSteps, durations } = buildInSteps();
  expect(durations.length).toBeGreaterThanOrEqual(6);
  expect(inSteps.buildSystemStep()).toBe(true); // built: a step more does nothing
  // each step's shortest time over three builds: one build's times can carry a garbage collection or a busy machine
  const fastest = [durations, buildInSteps().durations, buildInSteps().durations].reduce((a, b) => a.map((d, i) => Math.min(d, b[i])));
  const total = fastest.reduce((a, b) => a + b, 0);
  expect(Math.max(...fastest)).toBeLessThan(total * 0.6); // no one step is the whole build

  const inOneGo = freshTheme().productSystem();
  expect(observable(inSteps.productSystem())).toEqual(observable(inOneGo));
  expect(inSteps.productSystem()).toBe(inSteps.productSystem());
});

it('finishes in one go a build that a loader has started', () => {
  const theme = freshTheme();
  expect(theme.buildSystemStep()).toBe(false);
  expect(theme.buildSystemStep()).toBe(false);
  const system = theme.productSystem();
  expect(system.tokens.getByName('colors.brand.600')?.value).toBe('#0f6662');
  expect(theme.buildSystemStep()).toBe(true);
});
