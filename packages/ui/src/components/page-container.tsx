import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';

/** The page width and gutters used by every screen: phone first, centred on desktop. */
export function PageContainer({ children, ...rest }: BoxProps & { children: ReactNode }) {
  return (
    <Box maxW="1200px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }} w="full" {...rest}>
      {children}
    </Box>
  );
}
