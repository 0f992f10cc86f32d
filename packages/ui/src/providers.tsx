import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { productSystem } from './theme';

/** Chakra's provider with the product system. Router and i18n are set up by the host. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={productSystem()}>{children}</ChakraProvider>;
}
