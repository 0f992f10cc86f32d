/**
 * Therapist detail: photo, name, heart, profile, intro-video placeholder and the booking section (#calendly); on a
 * phone a bar keeps "Book a session" in reach until the booking section is in sight.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Flex, Grid, Heading, Stack, Text, LoadingBlock, PageContainer } from '@aliento/ui';
import { ArrowLeft, Award, Clock, Video } from 'lucide-react';
import { Link as RouterLink, useLocation, useParams, errorText, paths, toast, useSession, useResource } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { apiFailure } from '../../lib/api-error';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { NS } from '../i18n';
import { BOOKING_ANCHOR, BookingSection } from '../../features/booking/components/booking-section';
import { BookNowBar } from '../../features/booking/components/book-now-bar';
import { useBooking } from '../../features/booking/hooks/use-booking';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { useFavorites } from '../../features/favorites/hooks/use-favorites';
import { fullName } from '../../lib/full-name';
import { experienceKey } from '../../features/therapists/components/experience-text';
import { SpecialtyTags } from '../../features/therapists/components/specialty-tags';
import { TherapistPortrait } from '../../features/therapists/components/therapist-portrait';
import { therapistsApi } from '@aliento/api-client/therapists';

function BackLink() {
  const { t } = useTranslation(NS);
  return (
    <Button asChild variant="ghost" colorPalette="brand" minH="44px" px={2} mb={4}>
      <RouterLink to={paths.therapists}>
        <ArrowLeft aria-hidden="true" />
        {t('detail.back')}
      </RouterLink>
    </Button>
  );
}

function Profile({ therapist }: { therapist: TherapistProfile }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const { claims } = useSession();
  const favorites = useFavorites(claims?.id);
  const name = fullName(therapist);

  return (
    // a phone opens on who the therapist is (photo, name, specialties); the video placeholder comes after
    <Grid
      templateColumns={{ base: '1fr', lg: '360px 1fr' }}
      templateAreas={{ base: '"photo" "text" "video"', lg: '"photo text" "video text"' }}
      templateRows={{ lg: 'auto 1fr' }}
      columnGap={10}
      rowGap={{ base: 6, lg: 4 }}
      alignItems="start"
      mb={10}
    >
      <Box gridArea="photo" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="sand.200">
        <TherapistPortrait therapist={therapist} width={360} height={300} lazy={false} />
      </Box>
      <Flex
        gridArea="video"
        role="img"
        aria-label={t('detail.videoSoon')}
        h={{ base: '120px', lg: '180px' }}
        rounded="xl"
        bg="brand.subtle"
        color="brand.fg"
        direction="column"
        align="center"
        justify="center"
        gap={2}
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="brand.emphasized"
      >
        <Video aria-hidden="true" size={32} />
        <Text fontWeight="semibold" aria-hidden="true">
          {t('detail.videoSoon')}
        </Text>
      </Flex>
      <Stack gridArea="text" gap={5}>
        <Flex align="start" justify="space-between" gap={3}>
          <Heading as="h1" size="3xl" lineHeight="1.2">
            {name}
          </Heading>
          <FavoriteButton
            name={name}
            active={favorites.isFavorite(therapist.user)}
            busy={favorites.isPending(therapist.user)}
            onToggle={() => void favorites.toggle(therapist.user)}
          />
        </Flex>
        {therapist.experience > 0 ? (
          <Flex align="center" gap={2} color="fg.muted">
            <Clock aria-hidden="true" size={18} />
            <Text>{t(experienceKey(therapist.experience, language), { count: therapist.experience })}</Text>
          </Flex>
        ) : null}
        {therapist.specialties.length > 0 ? (
          <Stack gap={2}>
            <Heading as="h2" size="md">
              {t('labels.specialties', { ns: 'common' })}
            </Heading>
            <SpecialtyTags specialties={therapist.specialties} label={t('labels.specialties', { ns: 'common' })} />
          </Stack>
        ) : null}
        {therapist.certifications ? (
          <Stack gap={2}>
            <Heading as="h2" size="md" display="flex" alignItems="center" gap={2}>
              <Award aria-hidden="true" size={18} />
              {t('labels.certifications', { ns: 'common' })}
            </Heading>
            <Text whiteSpace="pre-line">{therapist.certifications}</Text>
          </Stack>
        ) : null}
        {therapist.about ? (
          <Stack gap={2}>
            <Heading as="h2" size="md">
              {t('labels.about', { ns: 'common' })}
            </Heading>
            <Text whiteSpace="pre-line">{therapist.about}</Text>
          </Stack>
        ) : null}
      </Stack>
    </Grid>
  );
}

export function TherapistDetailPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const therapist = useResource(() => therapistsApi.getTherapist({ params: { id } }), [id]);
  const booking = useBooking(id);
  const loaded = Boolean(therapist.data);
  // a chosen time has its own confirmation bar on a phone: the Book bar steps aside
  const [timeChosen, setTimeChosen] = useState(false);

  useEffect(() => {
    const text = therapist.error && apiFailure(therapist.error).status !== 404 ? errorText(therapist.error) : null;
    if (text) toast.error(text);
  }, [therapist.error]);

  // Book Now lands on #calendly: bring the booking section into view once it exists
  useEffect(() => {
    if (loaded && hash === `#${BOOKING_ANCHOR}`) document.getElementById(BOOKING_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <PageContainer>
      <BackLink />
      {therapist.loading && !therapist.data ? (
        <LoadingBlock label={t('detail.loading')} />
      ) : !therapist.data ? (
        <Text role="alert">{apiFailure(therapist.error).status === 404 ? t('detail.notFound') : t('detail.loadFailed')}</Text>
      ) : (
        <>
          <Profile therapist={therapist.data} />
          <BookingSection therapist={therapist.data} booking={booking} onTimeChosen={setTimeChosen} />
          <BookNowBar sectionId={BOOKING_ANCHOR} hidden={timeChosen} />
        </>
      )}
    </PageContainer>
  );
}
