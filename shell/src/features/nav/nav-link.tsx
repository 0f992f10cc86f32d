import type { ReactNode } from 'react';
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';

/** A navigation link, shown active on its own route (or any route the caller says). */
export function NavLink({ to, children, active, onClick }: { to: string; children: ReactNode; active?: boolean; onClick?: () => void }) {
  const { pathname } = useLocation();
  const isActive = active ?? (pathname === to || pathname.startsWith(`${to}/`));
  return (
    <ChakraLink
      asChild
      px={3}
      minH="44px"
      display="inline-flex"
      alignItems="center"
      borderRadius="md"
      fontWeight={isActive ? 'semibold' : 'medium'}
      color={isActive ? 'brand.fg' : 'fg'}
      bg={isActive ? 'brand.subtle' : undefined}
      _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      aria-current={isActive ? 'page' : undefined}
    >
      <Link to={to} onClick={onClick}>{children}</Link>
    </ChakraLink>
  );
}
