/**
 * The landing and the footer are plain CSS; every other marketing page is built with Chakra and loads it (through
 * the kit's shared provider) the first time one of them renders. Blank while loading, as the blog is specified.
 */
import type { ReactNode } from 'react';
import { createWithUi, kitLoader } from '@aliento/ui/light';

const Boundary = createWithUi(kitLoader(() => import('@aliento/ui')));

/** A loading page fills the screen, so nothing below it (the footer) is visible and then pushed down. */
export const PAGE_LOADING_HEIGHT = '100vh';

export function ChakraPage({ children, minHeight = PAGE_LOADING_HEIGHT }: { children: ReactNode; minHeight?: string }) {
  return <Boundary minHeight={minHeight}>{children}</Boundary>;
}
