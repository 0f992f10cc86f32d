/**
 * The settings screen: tabs by role (Profile for everyone, Client profile for clients, Therapist profile, Media and
 * Availability for therapists, Password for everyone). The active tab is kept in `?tab=` so it survives a reload. Profile, the default tab,
 * comes with the remote; each other tab is a chunk loaded when it is opened (or pointed at, or focused).
 */
import { useEffect } from 'react';
import { Heading, Tabs, Text, PageContainer, OnDemand, lazyComponent, type LazyComponent } from '@aliento/ui';
import { useSearchParams, hasRole, toast, useSession, type SessionClaims } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../i18n';
import { takeFlash } from '../../lib/flash';
import { ProfileForm } from '../../features/profile/components/profile-form';

export type SettingsTab = 'profile' | 'client' | 'therapist' | 'media' | 'availability' | 'password';

/** The tabs other than Profile, each in its own chunk: most visits never open them. */
const LATER_TABS: Record<Exclude<SettingsTab, 'profile'>, LazyComponent<{ userId: string }>> = {
  client: lazyComponent(() => import('../../features/client-preferences/components/client-preferences-form').then((m) => m.ClientPreferencesForm)),
  therapist: lazyComponent(() => import('./therapist-tab').then((m) => m.TherapistTab)),
  media: lazyComponent(() => import('../../features/media/components/media-panel').then((m) => m.MediaPanel)),
  availability: lazyComponent(() => import('../../features/availability/components/availability-panel').then((m) => m.AvailabilityPanel)),
  password: lazyComponent(() => import('../../features/password/components/change-password-form').then((m) => m.ChangePasswordForm)),
};

const preloadTab = (tab: SettingsTab) => {
  if (tab !== 'profile') LATER_TABS[tab].preload();
};

/** The tabs a user may open, in display order. */
export function tabsFor(claims: SessionClaims): SettingsTab[] {
  const tabs: SettingsTab[] = ['profile'];
  if (hasRole('ROLE_CLIENT', claims)) tabs.push('client');
  if (hasRole('ROLE_THERAPIST', claims)) tabs.push('therapist', 'media', 'availability');
  tabs.push('password');
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
  // Calendly's redirect after connecting brings `state` (and `code` or `error`): that answer belongs to the therapist tab
  const requested = (params.get('tab') ?? (params.has('state') ? 'therapist' : null)) as SettingsTab | null;
  const active: SettingsTab = requested && tabs.includes(requested) ? requested : 'profile';

  const select = (tab: string) => {
    const next = new URLSearchParams(params);
    if (tab === 'profile') next.delete('tab');
    else next.set('tab', tab);
    setParams(next, { replace: true });
  };

  const panel = (tab: SettingsTab) => {
    if (tab === 'profile') return <ProfileForm claims={claims} />;
    const { Component: Panel, preload } = LATER_TABS[tab];
    return (
      <OnDemand loading={t('loading')} failed={t('sectionFailed')} onRetry={preload}>
        <Panel userId={claims.id} />
      </OnDemand>
    );
  };

  return (
    <PageContainer>
      <Heading as="h1" size="2xl" mb={2}>
        {t('title')}
      </Heading>
      <Text color="fg.muted" mb={6}>
        {t('intro')}
      </Text>
      <Tabs.Root value={active} onValueChange={(e) => select(e.value)} lazyMount unmountOnExit colorPalette="brand" variant="line">
        {/* on a phone the tabs wrap onto a second line: every section stays in sight, none is cut at the edge */}
        <Tabs.List aria-label={t('tabs.label')} flexWrap="wrap" mb={6}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} minH="44px" flexShrink={0} onPointerEnter={() => preloadTab(tab)} onFocus={() => preloadTab(tab)}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            {panel(tab)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}
