/**
 * The settings screen: tabs by role (Profile for everyone, Client profile for clients, Therapist profile, Media and
 * Availability for therapists). The active tab is kept in `?tab=` so it survives a reload.
 */
import { useEffect } from 'react';
import { Heading, Tabs, Text, PageContainer } from '@aliento/ui';
import { useSearchParams, hasRole, toast, useSession, type SessionClaims } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { takeFlash } from '../../../lib/flash';
import { AvailabilityPanel } from '../../availability/components/availability-panel';
import { ClientPreferencesForm } from '../../client-preferences/components/client-preferences-form';
import { MediaPanel } from '../../media/components/media-panel';
import { ProfileForm } from '../../profile/components/profile-form';
import { TherapistProfileForm } from '../../therapist-profile/components/therapist-profile-form';

export type SettingsTab = 'profile' | 'client' | 'therapist' | 'media' | 'availability';

/** The tabs a user may open, in display order. */
export function tabsFor(claims: SessionClaims): SettingsTab[] {
  const tabs: SettingsTab[] = ['profile'];
  if (hasRole('ROLE_CLIENT', claims)) tabs.push('client');
  if (hasRole('ROLE_THERAPIST', claims)) tabs.push('therapist', 'media', 'availability');
  return tabs;
}

export function SettingsPage() {
  const { t } = useTranslation(NS);
  const { claims } = useSession();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast.success(flash);
  }, []);
  if (!claims) return null; // the shell only mounts settings for a signed-in, approved user

  const tabs = tabsFor(claims);
  const requested = params.get('tab') as SettingsTab | null;
  const active: SettingsTab = requested && tabs.includes(requested) ? requested : 'profile';

  const select = (tab: string) => {
    const next = new URLSearchParams(params);
    if (tab === 'profile') next.delete('tab');
    else next.set('tab', tab);
    setParams(next, { replace: true });
  };

  const panel = (tab: SettingsTab) => {
    switch (tab) {
      case 'profile':
        return <ProfileForm claims={claims} />;
      case 'client':
        return <ClientPreferencesForm userId={claims.id} />;
      case 'therapist':
        return <TherapistProfileForm userId={claims.id} />;
      case 'media':
        return <MediaPanel userId={claims.id} />;
      case 'availability':
        return <AvailabilityPanel userId={claims.id} />;
    }
  };

  return (
    <PageContainer>
      <Heading as="h1" size="2xl" mb={2}>{t('title')}</Heading>
      <Text color="fg.muted" mb={6}>{t('intro')}</Text>
      <Tabs.Root value={active} onValueChange={(e) => select(e.value)} lazyMount unmountOnExit colorPalette="brand" variant="line">
        <Tabs.List aria-label={t('tabs.label')} overflowX="auto" overflowY="hidden" mb={6}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} minH="44px" flexShrink={0}>{t(`tabs.${tab}`)}</Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab} value={tab}>{panel(tab)}</Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}
