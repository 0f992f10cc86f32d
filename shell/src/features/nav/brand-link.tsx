import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function BrandLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <ChakraLink asChild _hover={{ textDecoration: 'none' }} aria-label={t('nav.home')}>
      <Link to={to}>
        <HStack gap={2}>
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="#0f6662" />
            <path d="M9 19c3-7 11-7 14 0" stroke="#f7d6c8" strokeWidth="3" fill="none" strokeLinecap="round" />
          </svg>
          <Text as="span" fontSize="xl" fontWeight="bold" color="brand.fg">{t('brand')}</Text>
        </HStack>
      </Link>
    </ChakraLink>
  );
}
