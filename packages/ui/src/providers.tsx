import { useInsertionEffect, type ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { productSystem } from './theme';
import { GLOBAL_CSS } from './global-css';

let prebuilt: SystemContext | undefined;

/** The product system as the provider gets it: its global styles are the prebuilt ones (global-css.ts), not rebuilt. */
function systemWithPrebuiltGlobals(): SystemContext {
  prebuilt ??= Object.create(productSystem(), { _global: { value: [] } }) as SystemContext;
  return prebuilt;
}

/** Puts the prebuilt global styles in the page once, before emotion's own (component styles follow them). */
function insertGlobalCss(): void {
  if (document.querySelector('style[data-aliento-global]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-aliento-global', '');
  style.textContent = GLOBAL_CSS;
  document.head.insertBefore(style, document.head.querySelector('style[data-emotion]'));
}

let adopted = false;

/**
 * The styles a prerendered frame already put in the page (`style[data-prerender-css]`, packages/mf-config/bin/
 * prerender.mjs: every rule of every emotion class the frame used, kept for the page's life) count as inserted: the
 * live screen's first commit does not parse and insert the same rules a second time (on a slow phone, a good part of
 * that commit's task). Once per page, before any screen's styles are inserted.
 */
function adoptPrerenderedStyles(cache: ReturnType<typeof useEmotionCache>): void {
  if (adopted || typeof document === 'undefined') return;
  adopted = true;
  const css = document.querySelector('style[data-prerender-css]')?.textContent;
  if (!css || !cache) return;
  for (const [, name] of css.matchAll(new RegExp(`\\.${cache.key}-([a-z0-9]+)(?![\\w-])`, 'g'))) cache.inserted[name] ??= true;
}

/** Chakra's provider with the product system. Router and i18n are set up by the host. */
export function UiProvider({ children }: { children: ReactNode }) {
  adoptPrerenderedStyles(useEmotionCache());
  useInsertionEffect(insertGlobalCss, []);
  return <ChakraProvider value={systemWithPrebuiltGlobals()}>{children}</ChakraProvider>;
}
