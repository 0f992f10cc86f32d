import { Box, Button, Grid, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@aliento/core';
import { PageContainer } from '@aliento/ui';
import { NS } from '../../../app/i18n';
import { HeroIllustration } from '../../../components/illustrations/hero-illustration';

export function Hero() {
  const { t } = useTranslation(NS);
  return (
    <Box bg="brand.subtle">
      <PageContainer py={{ base: 10, md: 16 }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: 8, lg: 12 }} alignItems="center">
          <VStack align="start" gap={5}>
            <Text color="accent.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" fontSize="sm">{t('hero.eyebrow')}</Text>
            <Heading as="h1" fontSize={{ base: '2.1rem', md: '3rem' }} color="brand.fg" lineHeight="1.15">{t('hero.title')}</Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }}>{t('hero.body')}</Text>
            {/* On a phone both actions take the full width (equal, easy to tap); side by side from sm up. */}
            <HStack gap={3} flexWrap="wrap" w={{ base: 'full', sm: 'auto' }} flexDirection={{ base: 'column', sm: 'row' }} alignItems="stretch">
              <Button asChild colorPalette="accent" size="lg" minH="48px"><Link to={paths.registration}>{t('hero.cta')}</Link></Button>
              <Button asChild variant="outline" colorPalette="brand" size="lg" minH="48px"><a href="#how-it-works">{t('hero.secondary')}</a></Button>
            </HStack>
          </VStack>
          <HeroIllustration alt={t('hero.imageAlt')} />
        </Grid>
      </PageContainer>
    </Box>
  );
}
