import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApproved, paths, useSession } from '@aliento/core';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

/** The public top navigation: marketing links (Blog only in Spanish), language switch, and account buttons. */
export function PublicNav() {
  const { t, i18n } = useTranslation();
  const { claims } = useSession();
  const signedIn = isApproved(claims);
  const links = [
    { to: paths.careSeekers, label: t('nav.careSeekers') },
    { to: paths.providers, label: t('nav.providers') },
    { to: paths.aboutUs, label: t('nav.aboutUs') },
    ...(i18n.language === 'es' ? [{ to: paths.blog, label: t('nav.blog') }] : []),
    { to: paths.contact, label: t('nav.contact') },
  ];
  const account = (close?: () => void) =>
    signedIn ? (
      <Button asChild colorPalette="brand" minH="44px"><Link to={paths.dashboard} onClick={close}>{t('nav.dashboard')}</Link></Button>
    ) : (
      <>
        <Button asChild variant="outline" colorPalette="brand" minH="44px"><Link to={paths.signin} onClick={close}>{t('nav.login')}</Link></Button>
        <Button asChild colorPalette="accent" minH="44px"><Link to={paths.registration} onClick={close}>{t('nav.getStarted')}</Link></Button>
      </>
    );
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="sand.200" position="relative">
      <Flex maxW="1200px" mx="auto" px={{ base: 4, md: 6 }} h="64px" align="center" justify="space-between" gap={4}>
        <BrandLink to={paths.home} />
        <HStack as="nav" aria-label={t('nav.mainNav')} gap={1} display={{ base: 'none', lg: 'flex' }}>
          {links.map((l) => <NavLink key={l.to} to={l.to}>{l.label}</NavLink>)}
        </HStack>
        <HStack gap={2} display={{ base: 'none', lg: 'flex' }}>
          <LanguageSwitch />
          {account()}
        </HStack>
        <HStack gap={1} display={{ base: 'flex', lg: 'none' }}>
          <LanguageSwitch />
          <MobileMenu>
            {(close) => (
              <>
                {links.map((l) => <NavLink key={l.to} to={l.to} onClick={close}>{l.label}</NavLink>)}
                <HStack pt={2} gap={2} flexWrap="wrap">{account(close)}</HStack>
              </>
            )}
          </MobileMenu>
        </HStack>
      </Flex>
    </Box>
  );
}
