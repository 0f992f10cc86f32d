import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { LogOut, Settings } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hasRole, paths, useSession } from '@aliento/core';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

/** The signed-in top bar: Therapists (clients), Appointments (everyone), Admin (admins), Settings, Sign Out. */
export function DashboardNav() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const { pathname } = useLocation();
  const links = [
    ...(hasRole('ROLE_CLIENT', claims)
      ? [{ to: paths.therapists, label: t('nav.therapists'), active: pathname.startsWith(paths.therapists) }]
      : []),
    { to: paths.appointments, label: t('nav.appointments'), active: undefined },
    ...(hasRole('ROLE_ADMIN', claims) ? [{ to: paths.admin, label: t('nav.admin'), active: undefined }] : []),
  ];
  const icons = (close?: () => void) => (
    <>
      <IconButton asChild variant="ghost" aria-label={t('nav.settings')} title={t('nav.settings')} minW="44px" minH="44px"
        colorPalette={pathname.startsWith(paths.settings) ? 'brand' : undefined}>
        <Link to={paths.settings} onClick={close} aria-current={pathname.startsWith(paths.settings) ? 'page' : undefined}><Settings /></Link>
      </IconButton>
      <IconButton asChild variant="ghost" aria-label={t('nav.signOut')} title={t('nav.signOut')} minW="44px" minH="44px">
        <Link to={paths.signout} onClick={close}><LogOut /></Link>
      </IconButton>
    </>
  );
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="sand.200" position="relative">
      <Flex maxW="1400px" mx="auto" px={{ base: 4, md: 6 }} h="64px" align="center" justify="space-between" gap={4}>
        <BrandLink to={paths.dashboard} />
        <HStack as="nav" aria-label={t('nav.mainNav')} gap={1} display={{ base: 'none', lg: 'flex' }} flex="1" ml={6}>
          {links.map((l) => <NavLink key={l.to} to={l.to} active={l.active}>{l.label}</NavLink>)}
        </HStack>
        <HStack gap={1} display={{ base: 'none', lg: 'flex' }}>
          <LanguageSwitch />
          {icons()}
        </HStack>
        <HStack gap={1} display={{ base: 'flex', lg: 'none' }}>
          <LanguageSwitch />
          <MobileMenu>
            {(close) => (
              <>
                {links.map((l) => <NavLink key={l.to} to={l.to} active={l.active} onClick={close}>{l.label}</NavLink>)}
                <NavLink to={paths.settings} onClick={close}>{t('nav.settings')}</NavLink>
                <NavLink to={paths.signout} onClick={close}>{t('nav.signOut')}</NavLink>
              </>
            )}
          </MobileMenu>
        </HStack>
      </Flex>
    </Box>
  );
}
