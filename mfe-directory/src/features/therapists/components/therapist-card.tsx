import { Box, Button, Flex, Heading, Stack, Text } from '@aliento/ui';
import { Sparkles } from 'lucide-react';
import { Link as RouterLink, paths } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import type { ReactNode } from 'react';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { NS } from '../../../app/i18n';
import { fullName } from '../../../lib/full-name';
import { SpecialtyTags } from './specialty-tags';
import { TherapistPortrait } from './therapist-portrait';

export interface TherapistCardProps {
  therapist: TherapistProfile;
  /** Why this therapist fits the client's preferences, already in the page's language. */
  reason: string | null;
  /** The favourite toggle beside the name; the page composes it from the favorites feature. */
  favoriteAction: ReactNode;
  /** The first card of the list: its photo loads at once (the page's largest paint). */
  first?: boolean;
}

export function TherapistCard({ therapist, reason, favoriteAction, first = false }: TherapistCardProps) {
  const { t } = useTranslation(NS);
  const name = fullName(therapist);
  return (
    <Box
      as="article"
      aria-label={name}
      // the list moves the focus here to the first card "Show more therapists" added (not a stop of the Tab key)
      tabIndex={-1}
      bg="white"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="sand.200"
      display="flex"
      flexDirection="column"
      h="full"
    >
      <TherapistPortrait therapist={therapist} width={400} height={220} lazy={!first} />
      <Stack gap={3} p={4} flex="1">
        <Flex align="start" justify="space-between" gap={2}>
          <Heading as="h2" size="lg" lineHeight="1.3" pt={2}>
            {name}
          </Heading>
          {favoriteAction}
        </Flex>
        {reason ? (
          <Flex gap={2} align="start" color="brand.fg" fontSize="sm" data-testid="match-reason">
            <Sparkles size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
            <Text>{reason}</Text>
          </Flex>
        ) : null}
        {therapist.specialties.length > 0 ? (
          <SpecialtyTags specialties={therapist.specialties} label={t('labels.specialties', { ns: 'common' })} />
        ) : null}
        {therapist.certifications ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            <Text as="span" fontWeight="semibold" color="fg">
              {t('labels.certifications', { ns: 'common' })}:{' '}
            </Text>
            {therapist.certifications}
          </Text>
        ) : null}
        <Flex gap={3} mt="auto" pt={2} wrap="wrap">
          <Button asChild colorPalette="brand" minH="44px" flex="1">
            <RouterLink to={paths.therapistBooking(therapist.user)} aria-label={t('card.bookNowLabel', { name })}>
              {t('card.bookNow')}
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" minH="44px" flex="1">
            <RouterLink to={paths.therapist(therapist.user)} aria-label={t('card.seeMoreLabel', { name })}>
              {t('card.seeMore')}
            </RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
