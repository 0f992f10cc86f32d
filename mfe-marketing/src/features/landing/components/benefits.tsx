import { Box, Circle, Heading, SimpleGrid, Text, HStack } from '@chakra-ui/react';
import { Award, Globe2, HandCoins, Laptop, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@aliento/ui';
import { NS } from '../../../app/i18n';

const BENEFITS = [
  { key: 'affordable', Icon: HandCoins },
  { key: 'quality', Icon: Award },
  { key: 'culture', Icon: Globe2 },
  { key: 'convenience', Icon: Laptop },
  { key: 'safety', Icon: ShieldCheck },
] as const;

export function Benefits() {
  const { t } = useTranslation(NS);
  return (
    <Box as="section" aria-labelledby="benefits-title" bg="white">
      <PageContainer>
        <Heading as="h2" id="benefits-title" size="2xl" color="brand.fg">{t('benefits.title')}</Heading>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={6} mt={8} listStyleType="none">
          {BENEFITS.map(({ key, Icon }) => (
            <HStack as="li" key={key} align="start" gap={4}>
              <Circle size="48px" bg="brand.subtle" color="brand.solid" flexShrink={0}><Icon size={24} aria-hidden /></Circle>
              <Box>
                <Heading as="h3" size="md">{t(`benefits.${key}.title`)}</Heading>
                <Text mt={1}>{t(`benefits.${key}.body`)}</Text>
              </Box>
            </HStack>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
