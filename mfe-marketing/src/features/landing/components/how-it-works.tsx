import { Box, Circle, Heading, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { ClipboardList, HeartHandshake, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@aliento/ui';
import { NS } from '../../../app/i18n';

const STEPS = [
  { key: 'tell', Icon: ClipboardList },
  { key: 'match', Icon: HeartHandshake },
  { key: 'start', Icon: Video },
] as const;

export function HowItWorks() {
  const { t } = useTranslation(NS);
  return (
    <Box as="section" id="how-it-works" aria-labelledby="how-title" scrollMarginTop="80px">
      <PageContainer>
        <Heading as="h2" id="how-title" size="2xl" color="brand.fg">{t('howItWorks.title')}</Heading>
        <Text mt={2} color="fg.muted" fontSize="lg">{t('howItWorks.subtitle')}</Text>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={6} mt={8} listStyleType="none">
          {STEPS.map(({ key, Icon }, i) => (
            <VStack as="li" key={key} align="start" gap={3} bg="white" p={6} borderRadius="xl" shadow="sm">
              <Circle size="56px" bg="accent.subtle" color="accent.fg"><Icon size={28} aria-hidden /></Circle>
              <Text fontSize="sm" fontWeight="bold" color="accent.fg">{t('howItWorks.step', { number: i + 1 })}</Text>
              <Heading as="h3" size="lg">{t(`howItWorks.steps.${key}.title`)}</Heading>
              <Text>{t(`howItWorks.steps.${key}.body`)}</Text>
            </VStack>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
