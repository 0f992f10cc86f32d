/** The appointments screen for every signed-in role: banners, plan card, video room, upcoming and past lists. */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Grid, Heading, Link as TextLink, Stack, Text, LoadingBlock, PageContainer } from '@aliento/ui';
import { CalendarX2, Video } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { Link, paths, useLocation, useNavigate, errorText, toast, useSession, type AppointmentsNavState } from '@aliento/core';
import type { Appointment } from '@aliento/contracts/appointments';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { NS } from '../i18n';
import { PlanCard } from '../../features/plans/components/plan-card';
import { useSubscription } from '../../features/plans/hooks/use-subscription';
import { VideoRoom } from '../../features/video-room/components/video-room';
import { appointmentsApi } from '@aliento/api-client/appointments';

// The plans modal (with its step motion and the payment forms) loads the first time it opens.
const UpgradePlanModal = lazy(() => import('../../features/plans/components/upgrade-plan-modal').then((m) => ({ default: m.UpgradePlanModal })));
import { useAppointments } from '../../features/appointments/hooks/use-appointments';
import type { AppointmentViewer } from '../../features/appointments/lib/classify-appointments';
import { viewersOf } from '../../features/appointments/lib/viewers';
import { ViewerSwitch } from '../../features/appointments/components/viewer-switch';
import { classifyAppointments } from '../../features/appointments/lib/classify-appointments';
import { AppointmentList } from '../../features/appointments/components/appointment-list';
import { CancellationDialog } from '../../features/appointments/components/cancellation-dialog';
import { HeldTimeCard } from '../../features/appointments/components/held-time-card';
import { SuccessBanner } from '../../features/appointments/components/success-banner';
import { useLinkedAppointment } from '../../features/appointments/hooks/use-linked-appointment';
import { ReceiptsSection } from '../../features/receipts/components/receipts-section';

/** Spec section 9: the success banner shows for 5000 ms. */
export const BANNER_MS = 5000;

function actionErrorText(error: unknown): string {
  return errorText(error) ?? (error instanceof Error ? error.message : String(error));
}

export function AppointmentsPage() {
  const { t } = useTranslation(NS);
  const { claims } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // a person who is a therapist and a client chooses whose appointments to see; an admin has none of their own
  const viewers = viewersOf(claims);
  const [chosen, setChosen] = useState<AppointmentViewer | null>(null);
  const viewer = chosen && viewers.includes(chosen) ? chosen : (viewers[0] ?? null);
  const { status, appointments, reload, replace } = useAppointments(claims, viewer);
  const isClient = viewer === 'client';
  const subscription = useSubscription(isClient && claims ? claims.id : null);

  const [bookedBanner, setBookedBanner] = useState(false);
  const [purchasedBanner, setPurchasedBanner] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [modalUsed, setModalUsed] = useState(false);
  if (modalOpen && !modalUsed) setModalUsed(true);
  const [active, setActive] = useState<Appointment | null>(null);
  const [toCancel, setToCancel] = useState<Appointment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  // Navigation state from booking (booked) or the credit check (displayModal): act once, then clear it.
  useEffect(() => {
    const state = location.state as AppointmentsNavState | null;
    if (!state || (!state.booked && !state.displayModal)) return;
    if (state.booked) setBookedBanner(true);
    if (state.displayModal && isClient) setModalOpen(true);
    navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate, isClient]);

  useEffect(() => {
    if (!bookedBanner) return;
    const timer = window.setTimeout(() => setBookedBanner(false), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [bookedBanner]);

  useEffect(() => {
    if (!purchasedBanner) return;
    const timer = window.setTimeout(() => setPurchasedBanner(false), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [purchasedBanner]);

  useLinkedAppointment(location.hash, status === 'ready');

  // Derived on each render so an item moves to the past list once it ends.
  const { upcoming, past } = useMemo(() => classifyAppointments(appointments, viewer ?? 'client'), [appointments, viewer]);

  const { refetch } = subscription;
  const onPurchased = useCallback(
    (_subscription: Subscription) => {
      setModalOpen(false);
      setPurchasedBanner(true);
      refetch();
    },
    [refetch],
  );

  const join = (appointment: Appointment) => setActive(appointment);

  const confirmRequest = async (appointment: Appointment, reason: string) => {
    setBusyId(appointment._id);
    try {
      const body = { appointmentId: appointment._id, ...(reason.trim() ? { reason } : {}) };
      const updated = await appointmentsApi.requestCancellation({ body });
      replace(updated);
      // with 24 hours' notice the session is cancelled at once and the credit is back: the plan card shows it
      if (updated.cancelled) {
        toast.success(t('cancel.cancelledWithCredit'));
        refetch();
      } else {
        toast.success(t('cancel.requested'));
      }
      setToCancel(null);
    } catch (error) {
      console.error(error);
      toast.error(actionErrorText(error));
    } finally {
      setBusyId(null);
    }
  };

  const confirmCancellation = async (appointment: Appointment) => {
    setBusyId(appointment._id);
    try {
      replace(await appointmentsApi.acceptCancellation({ body: { appointmentId: appointment._id } }));
      toast.success(t('cancel.accepted'));
    } catch (error) {
      console.error(error);
      toast.error(actionErrorText(error));
    } finally {
      setBusyId(null);
    }
  };

  const renderActions = (appointment: Appointment) => {
    if (appointment.cancelled) return null;
    const busy = busyId === appointment._id;
    const link = appointment.jitsiLink;
    return (
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        {link ? (
          <Button colorPalette="brand" minH="44px" onClick={() => join(appointment)}>
            <Video size={18} aria-hidden />
            {t('item.join')}
          </Button>
        ) : null}
        {isClient && !appointment.requestCancellation ? (
          <Button variant="outline" colorPalette="accent" minH="44px" onClick={() => setToCancel(appointment)}>
            <CalendarX2 size={18} aria-hidden />
            {t('item.requestCancellation')}
          </Button>
        ) : null}
        {!isClient && appointment.requestCancellation ? (
          <Button colorPalette="accent" minH="44px" loading={busy} disabled={busy} onClick={() => void confirmCancellation(appointment)}>
            {t('item.confirmCancellation')}
          </Button>
        ) : null}
      </Stack>
    );
  };

  return (
    <PageContainer>
      <Stack gap={2} mb={6}>
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>

      {viewers.length > 1 && viewer ? <ViewerSwitch value={viewer} onChange={setChosen} /> : null}

      {bookedBanner ? <SuccessBanner text={t('banner.booked')} onClose={() => setBookedBanner(false)} /> : null}
      {purchasedBanner ? <SuccessBanner text={t('banner.purchased')} onClose={() => setPurchasedBanner(false)} /> : null}

      {active?.jitsiLink ? <VideoRoom key={active._id} appointmentId={active._id} link={active.jitsiLink} onClose={() => setActive(null)} /> : null}

      {viewer ? (
        <Grid templateColumns={{ base: '1fr', lg: isClient ? '2fr 1fr' : '1fr' }} gap={8} alignItems="start">
          <Stack gap={8} order={{ base: 2, lg: 1 }}>
            {isClient && claims ? (
              <HeldTimeCard
                client={{ id: claims.id, email: claims.email }}
                canBook={!!subscription.subscription && subscription.subscription.active && subscription.subscription.currentCredit >= 1}
                onBooked={() => {
                  setBookedBanner(true);
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
                <AppointmentList id="past-title" title={t('past.title')} emptyText={t('past.empty')} appointments={past} viewer={viewer} />
              </>
            )}
            {isClient && claims ? <ReceiptsSection clientId={claims.id} refreshKey={subscription.subscription?.updatedAt} /> : null}
          </Stack>
          {isClient ? (
            <Box order={{ base: 1, lg: 2 }}>
              <PlanCard
                loading={subscription.status === 'loading'}
                subscription={subscription.subscription}
                failed={subscription.status === 'error'}
                onRetry={refetch}
                onUpgrade={() => setModalOpen(true)}
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
          {modalUsed ? (
            <Suspense fallback={null}>
              <UpgradePlanModal
                open={modalOpen}
                onClose={() => {
                  setModalOpen(false);
                  // a payment still being confirmed may have been credited meanwhile
                  refetch();
                }}
                onPurchased={onPurchased}
              />
            </Suspense>
          ) : null}
          <CancellationDialog
            appointment={toCancel}
            pending={!!toCancel && busyId === toCancel._id}
            onConfirm={(appointment, reason) => void confirmRequest(appointment, reason)}
            onClose={() => setToCancel(null)}
          />
        </>
      ) : null}
    </PageContainer>
  );
}
