import { useInsertionEffect, type ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
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

/** Chakra's provider with the product system. Router and i18n are set up by the host. */
export function UiProvider({ children }: { children: ReactNode }) {
  useInsertionEffect(insertGlobalCss, []);
  return <ChakraProvider value={systemWithPrebuiltGlobals()}>{children}</ChakraProvider>;
}
