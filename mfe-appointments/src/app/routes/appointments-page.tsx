/** The appointments screen for every signed-in role: banners, plan card, video room, upcoming and past lists. */
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, Grid, Heading, Link as TextLink, Stack, Text, LoadingBlock, PageContainer, lazyComponent } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { Link, paths, useLocation, useSession, useTimeZone } from '@aliento/core';
import { TimeZoneLine } from '@aliento/calendar';
import type { Appointment } from '@aliento/contracts/appointments';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { NS } from '../i18n';
import { PlanCard } from '../../features/plans/components/plan-card';
import { useSubscription } from '../../features/plans/hooks/use-subscription';
import { VideoRoom } from '../../features/video-room/components/video-room';
import { useAppointments } from '../../features/appointments/hooks/use-appointments';
import type { AppointmentViewer } from '../../features/appointments/lib/classify-appointments';
import { viewersOf } from '../../features/appointments/lib/viewers';
import { ViewerSwitch } from '../../features/appointments/components/viewer-switch';
import { classifyAppointments } from '../../features/appointments/lib/classify-appointments';
import { AppointmentList } from '../../features/appointments/components/appointment-list';
import { CancellationDialog } from '../../features/appointments/components/cancellation-dialog';
import { AcceptCancellationDialog } from '../../features/appointments/components/accept-cancellation-dialog';
import { HeldTimeCard } from '../../features/appointments/components/held-time-card';
import { SuccessBanner } from '../../features/appointments/components/success-banner';
import { linkedAppointmentId, useLinkedAppointment } from '../../features/appointments/hooks/use-linked-appointment';
import { BookedConfirmation } from '../../features/calendar-links/components/booked-confirmation';
import { RescheduleDialog } from '../../features/reschedule/components/reschedule-dialog';
import { ReceiptsSection } from '../../features/receipts/components/receipts-section';
import { AppointmentActions } from './appointment-actions';
import { useAppointmentActions } from './use-appointment-actions';
import { usePageBanners } from './use-page-banners';

/** Past sessions shown at a time (the most recent first); "Show older sessions" adds as many again. */
export const PAST_PAGE = 10;

const checkout = lazyComponent(() => import('@aliento/checkout').then((m) => m.CheckoutModal));
const CheckoutModal = checkout.Component;

export function AppointmentsPage() {
  const { t } = useTranslation(NS);
  const { claims } = useSession();
  // every time on the page reads in this zone: the page renders again when the person changes it
  useTimeZone();
  // a person who is a therapist and a client chooses whose appointments to see; an admin has none of their own
  const viewers = viewersOf(claims);
  const [chosen, setChosen] = useState<AppointmentViewer | null>(null);
  const viewer = chosen && viewers.includes(chosen) ? chosen : (viewers[0] ?? null);
  const { status, appointments, reload, replace } = useAppointments(claims, viewer);
  const isClient = viewer === 'client';
  const subscription = useSubscription(isClient && claims ? claims.id : null);
  const { refetch } = subscription;
  const banners = usePageBanners(isClient);
  const actions = useAppointmentActions({ replace, refreshCredits: refetch });
  const [active, setActive] = useState<Appointment | null>(null);

  const location = useLocation();
  useLinkedAppointment(location.hash, status === 'ready');

  // Derived on each render so an item moves to the past list once it ends.
  const { upcoming, past } = useMemo(() => classifyAppointments(appointments, viewer ?? 'client'), [appointments, viewer]);
  const pastPaging = useMemo(
    () => ({ size: PAST_PAGE, moreLabel: t('past.more'), shownText: (shown: number, count: number) => t('past.shown', { shown, count }) }),
    [t],
  );

  const { setCheckoutOpen, setPurchasedBanner } = banners;
  const onPurchased = useCallback(
    (_subscription: Subscription) => {
      setCheckoutOpen(false);
      setPurchasedBanner(true);
      refetch();
    },
    [refetch, setCheckoutOpen, setPurchasedBanner],
  );

  // the session just booked (null while the list loads); once it is cancelled, its confirmation has nothing to confirm
  const bookedAppointment = banners.bookedId ? (appointments.find((a) => a._id === banners.bookedId) ?? null) : undefined;

  // the same function while what it shows is the same: the lists (memoised) do not render again with the page
  const { busyId, openMove, openCancel, openAccept } = actions;
  const renderActions = useCallback(
    (appointment: Appointment) => (
      <AppointmentActions
        appointment={appointment}
        asClient={isClient}
        busy={busyId === appointment._id}
        onJoin={setActive}
        onMove={openMove}
        onCancel={openCancel}
        onAccept={openAccept}
      />
    ),
    [isClient, busyId, openMove, openCancel, openAccept],
  );

  return (
    <PageContainer>
      <Stack gap={2} mb={6}>
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
        {viewer ? <TimeZoneLine /> : null}
      </Stack>

      {viewers.length > 1 && viewer ? <ViewerSwitch value={viewer} onChange={setChosen} /> : null}

      {bookedAppointment !== undefined && !bookedAppointment?.cancelled && claims ? (
        <BookedConfirmation appointment={bookedAppointment} email={claims.email} onClose={banners.closeConfirmation} />
      ) : null}
      {banners.bookedBanner ? <SuccessBanner text={t('banner.booked')} onClose={() => banners.setBookedBanner(false)} /> : null}
      {banners.purchasedBanner ? <SuccessBanner text={t('banner.purchased')} onClose={() => setPurchasedBanner(false)} /> : null}

      {active?.jitsiLink && viewer ? <VideoRoom key={active._id} appointment={active} viewer={viewer} onClose={() => setActive(null)} /> : null}

      {viewer ? (
        <Grid templateColumns={{ base: '1fr', lg: isClient ? '2fr 1fr' : '1fr' }} gap={8} alignItems="start">
          <Stack gap={8} order={{ base: 2, lg: 1 }}>
            {isClient && claims ? (
              <HeldTimeCard
                client={{ id: claims.id, email: claims.email }}
                canBook={!!subscription.subscription && subscription.subscription.active && subscription.subscription.currentCredit >= 1}
                onBooked={() => {
                  banners.setBookedBanner(true);
                  reload();
                  refetch();
                }}
              />
            ) : null}
            {status === 'loading' ? (
              <LoadingBlock label={t('loading')} />
            ) : status === 'error' ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content gap={3}>
                  <Alert.Description>{t('loadFailed')}</Alert.Description>
                  <Button size="sm" minH="44px" variant="outline" alignSelf="flex-start" onClick={reload}>
                    {t('retry')}
                  </Button>
                </Alert.Content>
              </Alert.Root>
            ) : (
              <>
                <AppointmentList
                  id="upcoming-title"
                  title={t('upcoming.title')}
                  emptyText={t('upcoming.empty')}
                  appointments={upcoming}
                  viewer={viewer}
                  renderActions={renderActions}
                />
                <AppointmentList
                  id="past-title"
                  title={t('past.title')}
                  emptyText={t('past.empty')}
                  appointments={past}
                  viewer={viewer}
                  paging={pastPaging}
                  linkedId={linkedAppointmentId(location.hash)}
                />
              </>
            )}
            {/* after the list has its height, so the receipts do not appear and then jump down (layout shift) */}
            {isClient && claims && status !== 'loading' ? (
              <ReceiptsSection clientId={claims.id} refreshKey={subscription.subscription?.updatedAt} />
            ) : null}
          </Stack>
          {isClient ? (
            <Box order={{ base: 1, lg: 2 }}>
              <PlanCard
                loading={subscription.status === 'loading'}
                subscription={subscription.subscription}
                failed={subscription.status === 'error'}
                onRetry={refetch}
                onUpgradeIntent={checkout.preload}
                onUpgrade={() => setCheckoutOpen(true)}
              />
            </Box>
          ) : null}
        </Grid>
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content gap={3}>
            <Alert.Description>{t('viewer.adminNote')}</Alert.Description>
            <TextLink asChild color="brand.fg" textDecoration="underline" fontWeight="semibold" alignSelf="flex-start">
              <Link to={paths.admin}>{t('viewer.adminLink')}</Link>
            </TextLink>
          </Alert.Content>
        </Alert.Root>
      )}

      {isClient ? (
        <>
          {banners.checkoutUsed ? (
            <Suspense fallback={null}>
              <CheckoutModal
                open={banners.checkoutOpen}
                onClose={() => {
                  setCheckoutOpen(false);
                  // a payment still being confirmed may have been credited meanwhile
                  refetch();
                }}
                onPurchased={onPurchased}
              />
            </Suspense>
          ) : null}
          {actions.toMove ? <RescheduleDialog appointment={actions.toMove} onMoved={actions.moved} onClose={actions.closeMove} /> : null}
          <CancellationDialog
            appointment={actions.toCancel}
            pending={actions.isBusy(actions.toCancel)}
            onConfirm={(appointment, reason) => void actions.requestCancellation(appointment, reason)}
            onClose={actions.closeCancel}
          />
        </>
      ) : (
        <AcceptCancellationDialog
          appointment={actions.toAccept}
          pending={actions.isBusy(actions.toAccept)}
          onConfirm={(appointment) => void actions.acceptCancellation(appointment)}
          onClose={actions.closeAccept}
        />
      )}
    </PageContainer>
  );
}
