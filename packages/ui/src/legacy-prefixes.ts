/**
 * Removes from emotion's output (its stylis prefixer) what no browser able to use the product's styles reads: they sit
 * in cascade layers (`@layer`: Chrome 99, Safari 15.4, Firefox 97), and every such browser has unprefixed `@keyframes`
 * and `transform`, and no `-ms-` property. Removed: each `@-webkit-keyframes` block (a copy of the `@keyframes` beside
 * it), `-ms-` declarations, prefixed `transform`, and `-webkit-`/`-moz-`/`-ms-translate` (no such properties).
 * Firefox's own rules (`:-moz-focusring`, `-moz-osx-font-smoothing`, …) and Safari's `-webkit-` properties stay.
 *
 * Used where the prebuilt global styles are written (global-css.test.tsx): a third of that sheet, which every page's
 * HTML carries and a phone parses before its first paint.
 */
export function withoutLegacyPrefixes(css: string): string {
  return removeBlocks(css, '@-webkit-keyframes').replace(LEGACY_DECLARATION, (_match, end: string) => (end === '}' ? '}' : ''));
}

/** A legacy declaration (starting a declaration, not inside a custom property's name), with its `;` (or, the last in
 * its block, followed by the block's `}`, kept). */
const LEGACY_DECLARATION = /(?<=[;{])-(?:ms-[\w-]+|webkit-transform|moz-transform|webkit-translate|moz-translate)\s*:[^;{}]*(;|\})/g;

/** Removes every block that starts with `at` (its braces balanced). */
function removeBlocks(css: string, at: string): string {
  let out = '';
  let from = 0;
  for (let start = css.indexOf(at); start !== -1; start = css.indexOf(at, from)) {
    out += css.slice(from, start);
    let depth = 0;
    let i = css.indexOf('{', start);
    for (; i < css.length; i += 1) {
      if (css[i] === '{') depth += 1;
      else if (css[i] === '}' && --depth === 0) break;
    }
    from = i + 1;
  }
  return out + css.slice(from);
}
