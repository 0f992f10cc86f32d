import { Box, Circle, Heading, HStack, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@aliento/ui';
import { NS } from '../../../app/i18n';
import { formatLongDate, usePageLanguage } from '../../../lib/format';

/** Shown with initials only, to protect the people who shared them. Dates at noon UTC so no time zone shifts the day. */
const TESTIMONIALS = [
  { key: 'one', date: '2025-02-18T12:00:00Z', bg: 'accent.solid' },
  { key: 'two', date: '2025-04-03T12:00:00Z', bg: 'brand.solid' },
  { key: 'three', date: '2025-05-21T12:00:00Z', bg: 'accent.700' },
] as const;

export function Testimonials() {
  const { t } = useTranslation(NS);
  const language = usePageLanguage();
  return (
    <Box as="section" aria-labelledby="testimonials-title" bg="brand.subtle">
      <PageContainer>
        <Heading as="h2" id="testimonials-title" size="2xl" color="brand.fg">{t('testimonials.title')}</Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={6} mt={8}>
          {TESTIMONIALS.map(({ key, date, bg }) => (
            <VStack as="li" key={key} align="stretch" justify="space-between" gap={4} bg="white" p={6} borderRadius="xl" shadow="sm">
              <Box as="blockquote">
                <Box color="accent.solid" mb={2}><Quote size={28} aria-hidden /></Box>
                <Text fontSize="lg">{t(`testimonials.items.${key}.quote`)}</Text>
              </Box>
              <HStack gap={3}>
                <Circle size="48px" bg={bg} color="white" fontWeight="bold" aria-hidden>{t(`testimonials.items.${key}.initials`).replace(/[.\s]/g, '')}</Circle>
                <Box>
                  <Text fontWeight="bold">{t(`testimonials.items.${key}.initials`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`testimonials.items.${key}.place`)} · <time dateTime={date.slice(0, 10)}>{formatLongDate(date, language)}</time>
                  </Text>
                </Box>
              </HStack>
            </VStack>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
