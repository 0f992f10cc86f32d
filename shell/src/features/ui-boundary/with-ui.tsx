/**
 * Chakra only where it is used: the public path (nav, landing) is plain CSS, and the screens built with Chakra
 * (sign-in, registration, the dashboard remotes) load the kit's provider, and Chakra with it, on first use.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@aliento/i18n';
import { createWithUi } from '@aliento/ui/light';
import { loadUiKit } from './ui-kit';

const Boundary = createWithUi(loadUiKit);

export function WithUi({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Boundary label={t('remote.loading')}>{children}</Boundary>;
}
