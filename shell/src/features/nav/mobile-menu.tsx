import { useState, type ReactNode } from 'react';
import { Box, IconButton, VStack } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The menu below the desktop breakpoint (lg): a button that opens the links as a vertical list. */
export function MobileMenu({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <Box display={{ base: 'block', lg: 'none' }}>
      <IconButton
        variant="ghost"
        aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        minW="44px"
        minH="44px"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X /> : <Menu />}
      </IconButton>
      {open ? (
        <Box id="mobile-menu" position="absolute" top="100%" left={0} right={0} bg="white" borderBottomWidth="1px" borderColor="sand.200" boxShadow="md" zIndex={1000}>
          <VStack as="nav" align="stretch" gap={1} p={4} aria-label={t('nav.menu')}>
            {children(() => setOpen(false))}
          </VStack>
        </Box>
      ) : null}
    </Box>
  );
}
