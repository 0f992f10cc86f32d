import { Box, Heading, SimpleGrid, Text, HStack } from '@chakra-ui/react';
import { CalendarCheck, Clock, Gift, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@aliento/ui';
import { NS } from '../../../app/i18n';

const CLAIMS = [
  { key: 'freeSession', Icon: Gift },
  { key: 'sessionLength', Icon: Clock },
  { key: 'experience', Icon: GraduationCap },
  { key: 'cancellation', Icon: CalendarCheck },
] as const;

/** The product's promises from the spec: free first session, 45 minutes, 3+ years, 24-hour notice. */
export function Claims() {
  const { t } = useTranslation(NS);
  return (
    <Box as="section" aria-labelledby="claims-title" bg="white" borderBottomWidth="1px" borderColor="bg.muted">
      <PageContainer py={{ base: 6, md: 8 }}>
        <Heading as="h2" id="claims-title" srOnly>{t('claims.title')}</Heading>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap={4} listStyleType="none">
          {CLAIMS.map(({ key, Icon }) => (
            <HStack as="li" key={key} gap={3} align="center">
              <Box color="brand.solid" flexShrink={0}><Icon size={28} aria-hidden /></Box>
              <Text fontWeight="semibold">{t(`claims.${key}`)}</Text>
            </HStack>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
