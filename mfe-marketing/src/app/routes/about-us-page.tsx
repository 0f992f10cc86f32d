import { Box, Button, Heading, SimpleGrid, Text, VStack, PageContainer } from '@aliento/ui';
import { Link, paths } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../features/about-us/i18n';
import { AboutUsIllustration } from '../../components/illustrations/about-us-illustration';
import { useDocumentTitle } from '../../lib/use-document-title';

const PROMISE = ['affordability', 'safety', 'convenience', 'quality', 'culture'] as const;

/** `/about-us`: headline, mission, promise list and a book button. */
export default function AboutUsPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('aboutUs.pageTitle'));
  return (
    <>
      <Box bg="brand.subtle">
        <PageContainer py={{ base: 10, md: 16 }}>
          <VStack gap={8} align="stretch">
            <Heading as="h1" fontSize={{ base: '2rem', md: '2.75rem' }} color="brand.fg" lineHeight="1.15" maxW="800px">
              {t('aboutUs.title')}
            </Heading>
            <AboutUsIllustration alt={t('aboutUs.imageAlt')} />
            <Box maxW="800px">
              <Heading as="h2" size="xl">
                {t('aboutUs.missionTitle')}
              </Heading>
              <Text mt={3} fontSize="lg">
                {t('aboutUs.mission')}
              </Text>
            </Box>
          </VStack>
        </PageContainer>
      </Box>
      <Box as="section" aria-labelledby="promise-title">
        <PageContainer>
          <Heading as="h2" id="promise-title" size="xl" color="brand.fg">
            {t('aboutUs.promiseTitle')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={5} mt={6}>
            {PROMISE.map((key) => (
              <Box as="li" key={key} bg="white" p={5} borderRadius="xl" shadow="sm" borderTopWidth="4px" borderColor="accent.solid">
                <Heading as="h3" size="md">
                  {t(`aboutUs.promise.${key}.title`)}
                </Heading>
                <Text mt={2}>{t(`aboutUs.promise.${key}.body`)}</Text>
              </Box>
            ))}
          </SimpleGrid>
          <Button asChild colorPalette="accent" size="lg" minH="48px" mt={8}>
            <Link to={paths.registration}>{t('aboutUs.cta')}</Link>
          </Button>
        </PageContainer>
      </Box>
    </>
  );
}
