/** The chosen user's detail: approval banner for applicants, then the tabs the user's roles allow. */
import { useEffect, useState } from 'react';
import { Box, Heading, Tabs, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import type { AdminUser } from '@aliento/contracts/admin';
import { NS } from '../../../app/i18n';
import { isAwaitingApproval } from '../lib/user-filters';
import { fullName } from '../../../lib/person-text';
import { ApprovalBanner } from './approval-banner';
import { CredentialsPanel } from './credentials-panel';
import { lazyPanel } from './lazy-panel';

// The preference forms (react-hook-form) are fetched when a user's details open, not with the users table.
const ClientPreferencesForm = lazyPanel(() => import('./client-preferences-form').then((m) => m.ClientPreferencesForm));
const TherapistPreferencesForm = lazyPanel(() => import('./therapist-preferences-form').then((m) => m.TherapistPreferencesForm));
// The history (and its texts) is fetched when the tab is opened.
const UserHistory = lazyPanel(() => import('./user-history').then((m) => m.UserHistory));

type DetailTab = 'credentials' | 'client' | 'therapist' | 'history';

export interface UserDetailProps {
  user: AdminUser;
  /** Refetches the user list after a change. */
  onChanged: () => Promise<void>;
}

export function UserDetail({ user, onChanged }: UserDetailProps) {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<DetailTab>('credentials');
  const isClient = user.roles.includes('ROLE_CLIENT');
  const isTherapist = user.roles.includes('ROLE_THERAPIST');
  // If an edit removed the role of the open tab, fall back to the credentials.
  const current: DetailTab = (tab === 'client' && !isClient) || (tab === 'therapist' && !isTherapist) ? 'credentials' : tab;
  const name = fullName(user);

  // Fetch the forms this user's tabs will show while the admin reads the credentials.
  useEffect(() => {
    if (isClient) ClientPreferencesForm.preload();
    if (isTherapist) TherapistPreferencesForm.preload();
  }, [isClient, isTherapist]);

  return (
    <Box as="section" aria-label={t('detail.label', { name })} borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="lg" overflowWrap="anywhere">
        {name}
      </Heading>
      <Text color="fg.muted" mb={4} overflowWrap="anywhere">
        {user.email}
      </Text>
      {isAwaitingApproval(user) ? <ApprovalBanner user={user} onApproved={onChanged} /> : null}
      <Tabs.Root
        value={current}
        onValueChange={(e) => setTab(e.value as DetailTab)}
        lazyMount
        unmountOnExit
        colorPalette="brand"
        variant="enclosed"
        fitted
      >
        <Tabs.List aria-label={t('detail.tabsLabel')} flexWrap="wrap">
          <Tabs.Trigger value="credentials" minH="44px">
            {t('detail.credentials')}
          </Tabs.Trigger>
          {isClient ? (
            <Tabs.Trigger value="client" minH="44px">
              {t('detail.clientPreferences')}
            </Tabs.Trigger>
          ) : null}
          {isTherapist ? (
            <Tabs.Trigger value="therapist" minH="44px">
              {t('detail.therapistPreferences')}
            </Tabs.Trigger>
          ) : null}
          <Tabs.Trigger value="history" minH="44px">
            {t('detail.history')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="credentials" pt={5}>
          <CredentialsPanel user={user} onUpdated={onChanged} />
        </Tabs.Content>
        {isClient ? (
          <Tabs.Content value="client" pt={5}>
            <ClientPreferencesForm userId={user.id} />
          </Tabs.Content>
        ) : null}
        {isTherapist ? (
          <Tabs.Content value="therapist" pt={5}>
            <TherapistPreferencesForm userId={user.id} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="history" pt={5}>
          <UserHistory key={user.id} userId={user.id} name={name} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
