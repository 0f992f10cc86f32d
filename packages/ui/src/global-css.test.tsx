/**
 * The kit ships Chakra's global styles (reset, base styles, the tokens' CSS variables) prebuilt in global-css.ts, so a
 * phone does not build them before the first screen. They must be exactly what the product system builds: after a
 * change to the theme, `UPDATE_GLOBAL_CSS=1 npx jest src/global-css.test.tsx` writes them again.
 */
import fs from 'node:fs';
import path from 'node:path';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { render } from '@testing-library/react';
import { productSystem } from './theme';
import { GLOBAL_CSS } from './global-css';
import { UiProvider } from './providers';
import { withoutLegacyPrefixes } from './legacy-prefixes';

/**
 * What emotion inserts for the system's global styles (its browser cache's plugins, the rules as text, not speedy),
 * without the prefixed copies no browser that reads cascade layers uses (legacy-prefixes.ts).
 */
function builtGlobalCss(): string {
  render(
    <CacheProvider value={createCache({ key: 'css', speedy: false })}>
      <Global styles={productSystem()._global} />
    </CacheProvider>,
  );
  return withoutLegacyPrefixes([...document.querySelectorAll('style[data-emotion^="css-global"]')].map((style) => style.textContent).join(''));
}

it('the prebuilt global styles are the ones the product system builds, less the legacy prefixes', () => {
  const built = builtGlobalCss();
  expect(built.length).toBeGreaterThan(10000);
  if (process.env.UPDATE_GLOBAL_CSS) {
    const file = path.join(__dirname, 'global-css.ts');
    const head = fs.readFileSync(file, 'utf8').split('export const GLOBAL_CSS')[0];
    fs.writeFileSync(file, `${head}export const GLOBAL_CSS = ${JSON.stringify(built)};\n`);
    return;
  }
  expect(GLOBAL_CSS).toBe(built);
});

it("the kit's provider puts them in the page once, before emotion's styles, and builds none itself", () => {
  document.head.innerHTML = '';
  const { rerender } = render(
    <UiProvider>
      <p>uno</p>
    </UiProvider>,
  );
  rerender(
    <UiProvider>
      <p>dos</p>
    </UiProvider>,
  );
  const styles = [...document.head.querySelectorAll('style')];
  const ours = styles.filter((style) => style.hasAttribute('data-aliento-global'));
  expect(ours).toHaveLength(1);
  expect(ours[0].textContent).toBe(GLOBAL_CSS);
  expect(styles[0]).toBe(ours[0]);
  // emotion's global sheet holds only Chakra's layer order, not a second copy of the tokens
  const emotionGlobal = styles.filter((style) => style.getAttribute('data-emotion')?.startsWith('css-global'));
  expect(emotionGlobal.map((style) => style.textContent ?? [...(style.sheet?.cssRules ?? [])].map((r) => r.cssText).join('')).join('')).not.toContain(
    '--chakra-colors-brand-500',
  );
});
