import { Box, Button, Grid, Heading, List, Text, VStack, PageContainer } from '@aliento/ui';
import { CircleCheck } from 'lucide-react';
import { Link, paths } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../features/care-seekers/i18n';
import { CareSeekersIllustration } from '../../components/illustrations/care-seekers-illustration';
import { useDocumentTitle } from '../../lib/use-document-title';

const UNIQUE = ['language', 'culture', 'experience', 'flexible', 'free', 'cancel'] as const;

/** `/care-seekers`: headline, body, what makes us unique, image and the book-a-free-session button. */
export default function CareSeekersPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('careSeekers.pageTitle'));
  return (
    <Box bg="brand.subtle">
      <PageContainer py={{ base: 10, md: 16 }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: 8, lg: 12 }} alignItems="center">
          <VStack align="start" gap={5}>
            <Heading as="h1" fontSize={{ base: '2rem', md: '2.75rem' }} color="brand.fg" lineHeight="1.15">
              {t('careSeekers.title')}
            </Heading>
            <Text fontSize="lg">{t('careSeekers.body')}</Text>
            <Heading as="h2" size="xl" mt={2}>
              {t('careSeekers.uniqueTitle')}
            </Heading>
            <List.Root gap={3} variant="plain">
              {UNIQUE.map((key) => (
                <List.Item key={key} alignItems="start">
                  <List.Indicator asChild color="brand.solid" mt="3px">
                    <CircleCheck size={20} aria-hidden />
                  </List.Indicator>
                  {t(`careSeekers.unique.${key}`)}
                </List.Item>
              ))}
            </List.Root>
            <Button asChild colorPalette="accent" size="lg" minH="48px" mt={2}>
              <Link to={paths.registration}>{t('careSeekers.cta')}</Link>
            </Button>
          </VStack>
          <CareSeekersIllustration alt={t('careSeekers.imageAlt')} />
        </Grid>
      </PageContainer>
    </Box>
  );
}
