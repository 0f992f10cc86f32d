import { Box, Circle, Heading, HStack, Text } from '@chakra-ui/react';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@aliento/ui';
import { NS } from '../../../app/i18n';

export function GuaranteeBanner() {
  const { t } = useTranslation(NS);
  return (
    <Box as="section" aria-labelledby="guarantee-title" bg="accent.subtle">
      <PageContainer py={{ base: 8, md: 10 }}>
        <HStack gap={5} align="start">
          <Circle size="56px" bg="accent.solid" color="white" flexShrink={0}><BadgeCheck size={30} aria-hidden /></Circle>
          <Box>
            <Heading as="h2" id="guarantee-title" size="xl" color="accent.fg">{t('guarantee.title')}</Heading>
            <Text mt={2} fontSize="lg">{t('guarantee.body')}</Text>
          </Box>
        </HStack>
      </PageContainer>
    </Box>
  );
}
