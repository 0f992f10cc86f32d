import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme';

/** Chakra's provider with the product system. Router and i18n are set up by the host. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
