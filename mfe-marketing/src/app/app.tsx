import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@aliento/core';
import { PageContainer } from '@aliento/ui';
import { NS } from './i18n';

function Landing() {
  const { t } = useTranslation(NS);
  return (
    <Box bg="brand.subtle">
      <PageContainer py={{ base: 12, md: 20 }}>
        <VStack align="start" gap={5} maxW="640px">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="brand.fg" lineHeight="1.15">{t('hero.title')}</Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }}>{t('hero.body')}</Text>
          <Button asChild colorPalette="accent" size="lg" minH="48px"><Link to={paths.registration}>{t('hero.cta')}</Link></Button>
        </VStack>
      </PageContainer>
    </Box>
  );
}

function Footer() {
  const { t } = useTranslation(NS);
  return (
    <Box as="footer" bg="brand.900" color="white" mt="auto">
      <PageContainer py={8}>
        <Text fontWeight="semibold" role="note">{t('footer.crisis')}</Text>
        <Text mt={4} fontSize="sm" opacity={0.85}>© {new Date().getFullYear()} Aliento. {t('footer.rights')} · {t('footer.version')} <span data-testid="remote-version">{__APP_VERSION__}</span></Text>
      </PageContainer>
    </Box>
  );
}

/** The marketing remote: public pages, rendered inside the shell's tree. */
export default function App() {
  return (
    <Box data-remote="marketing" data-version={__APP_VERSION__} display="flex" flexDirection="column" minH="calc(100vh - 64px)">
      <Box flex="1">
        <Routes>
          <Route index element={<Landing />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </Box>
      <Footer />
    </Box>
  );
}
