import { Box, Circle, Grid, Heading, HStack, SimpleGrid, Text, VStack, PageContainer } from '@aliento/ui';
import { BookOpen, CalendarClock, CircleDollarSign, HandHeart, Sparkles } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../features/providers/i18n';
import { ProvidersIllustration } from '../../components/illustrations/providers-illustration';
import { useDocumentTitle } from '../../lib/use-document-title';
import { IntakeForm } from '../../features/intake/components/intake-form';

const WHY = [
  { key: 'free', Icon: Sparkles },
  { key: 'focus', Icon: HandHeart },
  { key: 'flexibility', Icon: CalendarClock },
  { key: 'income', Icon: CircleDollarSign },
  { key: 'knowledge', Icon: BookOpen },
] as const;

/** `/providers`: headline, sub-copy, why join, and the provider application form. */
export default function ProvidersPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('providers.pageTitle'));
  return (
    <>
      <Box bg="accent.subtle">
        <PageContainer py={{ base: 10, md: 16 }}>
          <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: 8, lg: 12 }} alignItems="center">
            <VStack align="start" gap={5}>
              <Heading as="h1" fontSize={{ base: '2rem', md: '2.75rem' }} color="brand.fg" lineHeight="1.15">
                {t('providers.title')}
              </Heading>
              <Text fontSize="lg">{t('providers.subtitle')}</Text>
            </VStack>
            <ProvidersIllustration alt={t('providers.imageAlt')} />
          </Grid>
        </PageContainer>
      </Box>
      <Box as="section" aria-labelledby="why-title">
        <PageContainer>
          <Heading as="h2" id="why-title" size="xl" color="brand.fg">
            {t('providers.whyTitle')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={6} mt={6}>
            {WHY.map(({ key, Icon }) => (
              <HStack as="li" key={key} align="start" gap={4}>
                <Circle size="48px" bg="brand.subtle" color="brand.solid" flexShrink={0}>
                  <Icon size={24} aria-hidden />
                </Circle>
                <Box>
                  <Heading as="h3" size="md">
                    {t(`providers.why.${key}.title`)}
                  </Heading>
                  <Text mt={1}>{t(`providers.why.${key}.body`)}</Text>
                </Box>
              </HStack>
            ))}
          </SimpleGrid>
        </PageContainer>
      </Box>
      <Box as="section" aria-labelledby="intake-title" bg="white">
        <PageContainer maxW="880px">
          <Heading as="h2" id="intake-title" size="xl" color="brand.fg">
            {t('providers.formTitle')}
          </Heading>
          <Text mt={2} mb={6} color="fg.muted">
            {t('providers.formIntro')}
          </Text>
          <IntakeForm />
        </PageContainer>
      </Box>
    </>
  );
}
