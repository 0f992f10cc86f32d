import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@aliento/ui';

/** The centred panel every auth screen sits in: full width on phones, a card from md up. */
export function AuthCard({ title, subtitle, children, maxW = '480px' }: { title: string; subtitle?: ReactNode; children: ReactNode; maxW?: string }) {
  return (
    <Box px={4} py={{ base: 6, md: 12 }}>
      <Box
        maxW={maxW}
        mx="auto"
        bg={{ base: 'transparent', md: 'bg.panel' }}
        borderRadius={{ base: 'none', md: 'xl' }}
        borderWidth={{ base: 0, md: '1px' }}
        boxShadow={{ base: 'none', md: 'sm' }}
        p={{ base: 0, md: 8 }}
      >
        <Stack gap={2} mb={6}>
          <Heading as="h1" size="2xl" color="brand.fg">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
