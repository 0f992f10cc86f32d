/** The footer of every marketing page: crisis notice (always in the same place), privacy policy, contact, version. */
import { Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@aliento/core';
import { PageContainer } from '@aliento/ui';
import { NS } from '../../../app/i18n';
import { usePrivacyModal } from '../../privacy-policy/stores/privacy-modal-store';

export function Footer() {
  const { t } = useTranslation(NS);
  const showPrivacy = usePrivacyModal((s) => s.show);
  return (
    <Box as="footer" bg="brand.900" color="white" mt="auto">
      <PageContainer py={{ base: 8, md: 10 }}>
        <Box as="section" aria-labelledby="crisis-title" bg="whiteAlpha.100" borderLeftWidth="4px" borderColor="accent.300" borderRadius="md" p={{ base: 4, md: 5 }}>
          <Heading as="h2" id="crisis-title" size="md" mb={2}>{t('footer.crisisTitle')}</Heading>
          <Stack gap={2} data-testid="crisis-notice">
            <Text>
              {t('footer.crisis', { emergency: '911' })}
            </Text>
            <Text>{t('footer.crisisLine', { lifeline: '988' })}</Text>
          </Stack>
          <HStack mt={3} gap={3} flexWrap="wrap">
            <Button asChild size="md" minH="44px" colorPalette="accent"><a href="tel:911"><Phone aria-hidden /> {t('footer.callEmergency')}</a></Button>
            <Button asChild size="md" minH="44px" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <a href="tel:988"><Phone aria-hidden /> {t('footer.callLifeline')}</a>
            </Button>
          </HStack>
        </Box>
        <Flex mt={8} direction={{ base: 'column', md: 'row' }} justify="space-between" gap={4}>
          <Box>
            <Text fontWeight="bold" fontSize="lg">Aliento</Text>
            <Text opacity={0.9}>{t('footer.tagline')}</Text>
          </Box>
          <HStack as="nav" aria-label={t('footer.privacy') + ' · ' + t('footer.contact')} gap={2} flexWrap="wrap">
            {/* Both footer links look alike (same size and weight), whichever element they are. */}
            <Button variant="plain" color="white" textDecoration="underline" fontSize="md" fontWeight="normal" h="auto" minH="44px" px={2} onClick={showPrivacy}>{t('footer.privacy')}</Button>
            <Link asChild color="white" textDecoration="underline" fontSize="md" minH="44px" px={2} display="inline-flex" alignItems="center">
              <RouterLink to={paths.contact}>{t('footer.contact')}</RouterLink>
            </Link>
          </HStack>
        </Flex>
        <Text mt={6} fontSize="sm" opacity={0.85}>
          © {new Date().getFullYear()} Aliento. {t('footer.rights')} · {t('footer.version')} <span data-testid="remote-version">{__APP_VERSION__}</span>
        </Text>
      </PageContainer>
    </Box>
  );
}
