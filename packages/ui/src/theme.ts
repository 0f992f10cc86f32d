/**
 * The one Chakra UI system of the product: a deep teal brand, a warm terracotta accent and soft sand neutrals,
 * text contrast of at least WCAG AA, a system font stack (no web-font download), 16 px body text.
 */
import { createSystemSteps, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes the product never uses. Each palette is about 20 tokens the system builds in the browser
 * before the first screen and writes as CSS variables; these five were about a third of that work. Used: the
 * product's own (brand, accent, sand), gray (the default palette) and the alert and status colours (info blue,
 * success green, warning orange, error red).
 */
const UNUSED_PALETTES = ['yellow', 'teal', 'purple', 'pink', 'cyan'];
const withoutUnused = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * Chakra's semantic tokens with their light values only. Each carries a `_dark` value for a page with the `dark` class,
 * which the product never sets (it has one, light, appearance): the system built a condition and CSS variables for
 * each that no page could use.
 */
function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== 'object') return tokens;
  const value = (tokens as { value?: unknown }).value;
  if (value && typeof value === 'object' && '_light' in value) return { ...tokens, value: (value as { _light: unknown })._light };
  return Object.fromEntries(Object.entries(tokens).map(([key, nested]) => [key, lightOnly(nested)])) as T;
}

/**
 * Chakra's tokens and styles, with the recipes of the components the product uses only (src/chakra.ts lists them):
 * `defaultConfig` carries every recipe of every Chakra component, about 30 KiB gzip we never render. A component
 * added to src/chakra.ts needs its recipe here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors ?? {}) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnused(semanticTokens.colors ?? {}) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

/**
 * A solid button under the pointer (or open) darkens: Chakra's own hover lightens it (the colour at 90 % over the
 * page), which takes white on the terracotta accent to 4.1:1, under WCAG's 4.5:1. Mixed with black it only gains.
 */
const SOLID_BUTTON_ACTIVE_BG = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 88%, black)';

const config = defineConfig({
  globalCss: {
    'html, body': {
      fontSize: '16px',
      lineHeight: '1.6',
      color: 'fg',
      bg: 'bg',
    },
    '*:focus-visible': {
      outline: '3px solid',
      outlineColor: 'brand.focus',
      outlineOffset: '2px',
    },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: {
    recipes: {
      button: {
        variants: { variant: { solid: { _hover: { bg: SOLID_BUTTON_ACTIVE_BG }, _expanded: { bg: SOLID_BUTTON_ACTIVE_BG } } } },
      },
    },
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1400px' },
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#e6f4f3' },
          100: { value: '#c2e3e0' },
          200: { value: '#8fcac5' },
          300: { value: '#5aaea8' },
          400: { value: '#2f928c' },
          500: { value: '#137a75' },
          600: { value: '#0f6662' },
          700: { value: '#0b524f' },
          800: { value: '#083e3c' },
          900: { value: '#052a29' },
          950: { value: '#031c1b' },
        },
        accent: {
          50: { value: '#fcefe9' },
          100: { value: '#f7d6c8' },
          200: { value: '#efb095' },
          300: { value: '#e48a66' },
          400: { value: '#d46c45' },
          500: { value: '#b8532f' },
          600: { value: '#9a4326' },
          700: { value: '#7b351e' },
          800: { value: '#5c2816' },
          900: { value: '#3e1b0f' },
          950: { value: '#2a1209' },
        },
        sand: {
          50: { value: '#fbf8f3' },
          100: { value: '#f5efe4' },
          200: { value: '#ebe1cf' },
          300: { value: '#dccdb3' },
          400: { value: '#c4b08f' },
          500: { value: '#a08a67' },
          600: { value: '#7d6a4e' },
          700: { value: '#5e503b' },
          800: { value: '#403628' },
          900: { value: '#241f17' },
          950: { value: '#16130e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: { DEFAULT: { value: '{colors.sand.50}' }, subtle: { value: '{colors.sand.100}' }, muted: { value: '{colors.sand.200}' } },
        // Chakra's error red (#ef4444) is 3.8:1 on white: error text under a field must pass AA (4.5:1) on every surface
        fg: { DEFAULT: { value: '#1f2a2a' }, muted: { value: '#4a5553' }, error: { value: '#b42318' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          focus: { value: '{colors.accent.400}' },
        },
        accent: {
          solid: { value: '{colors.accent.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.accent.700}' },
          muted: { value: '{colors.accent.100}' },
          subtle: { value: '{colors.accent.50}' },
          emphasized: { value: '{colors.accent.200}' },
          focusRing: { value: '{colors.accent.500}' },
        },
      },
    },
  },
});

let built: SystemContext | undefined;
let steps: Generator<void, SystemContext, void> | undefined;

/**
 * One step of the product system's build (Chakra's createSystem, patched to pause between steps: the config's merge,
 * the token dictionary's phases, the utilities); true once built. About 200 ms on a slow phone in one go: the shell's
 * kit loader runs a step per task (light/kit-loader.ts), so none is a long task.
 */
export function buildSystemStep(): boolean {
  if (!built) {
    steps ??= createSystemSteps(defaultBaseConfig, chakraTheme, config);
    const step = steps.next();
    if (step.done) built = step.value;
  }
  return built !== undefined;
}

/** The product's system, built on first use (the steps a kit loader has not run yet run now, in one go). */
export function productSystem(): SystemContext {
  while (!buildSystemStep());
  return built as SystemContext;
}
