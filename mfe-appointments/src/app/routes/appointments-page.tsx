/** The appointments screen for every signed-in role: banners, plan card, video room, upcoming and past lists. */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Grid, Heading, Link as TextLink, Stack, Text, LoadingBlock, PageContainer } from '@aliento/ui';
import { CalendarClock, CalendarX2 } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import {
  Link,
  paths,
  useLocation,
  useNavigate,
  errorText,
  toast,
  useSession,
  useTimeZone,
  type AppointmentsBookedState,
  type AppointmentsNavState,
} from '@aliento/core';
import { TimeZoneLine } from '@aliento/calendar';
import type { Appointment } from '@aliento/contracts/appointments';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { NS } from '../i18n';
import { PlanCard } from '../../features/plans/components/plan-card';
import { useSubscription } from '../../features/plans/hooks/use-subscription';
import { VideoRoom } from '../../features/video-room/components/video-room';
import { JoinButton } from '../../features/video-room/components/join-button';
import { appointmentsApi } from '@aliento/api-client/appointments';

// The purchase (@aliento/checkout, with its step motion and the payment forms) loads the first time it opens.
const CheckoutModal = lazy(() => import('@aliento/checkout').then((m) => ({ default: m.CheckoutModal })));
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
import { useLinkedAppointment } from '../../features/appointments/hooks/use-linked-appointment';
import { formatAppointmentTime } from '../../features/appointments/lib/format-appointment-time';
import { BookedConfirmation } from '../../features/calendar-links/components/booked-confirmation';
import { RescheduleDialog } from '../../features/reschedule/components/reschedule-dialog';
import { canReschedule } from '../../features/reschedule/lib/can-reschedule';
import { ReceiptsSection } from '../../features/receipts/components/receipts-section';

/** Spec section 9: the success banner shows for 5000 ms. */
export const BANNER_MS = 5000;

function actionErrorText(error: unknown): string {
  return errorText(error) ?? (error instanceof Error ? error.message : String(error));
}

export function AppointmentsPage() {
  const { t, i18n } = useTranslation(NS);
  const { claims } = useSession();
  // every time on the page reads in this zone: the page renders again when the person changes it
  useTimeZone();
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
  const [bookedId, setBookedId] = useState<string | null>(null);
  const [toMove, setToMove] = useState<Appointment | null>(null);
  const [purchasedBanner, setPurchasedBanner] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [modalUsed, setModalUsed] = useState(false);
  if (modalOpen && !modalUsed) setModalUsed(true);
  const [active, setActive] = useState<Appointment | null>(null);
  const [toCancel, setToCancel] = useState<Appointment | null>(null);
  const [toAccept, setToAccept] = useState<Appointment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  // Navigation state from booking (booked) or the credit check (displayModal): act once, then clear it.
  useEffect(() => {
    const state = location.state as (AppointmentsNavState & Partial<AppointmentsBookedState>) | null;
    if (!state || (!state.booked && !state.displayModal)) return;
    // a known booking gets its confirmation (it stays, with calendar links); otherwise the 5-second banner
    if (state.booked && state.bookedId) setBookedId(state.bookedId);
    else if (state.booked) setBookedBanner(true);
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

  const moved = (appointment: Appointment) => {
    replace(appointment);
    setToMove(null);
    const record = appointment.calendlyAppointment;
    const when = record ? formatAppointmentTime(record.startTime, record.endTime, i18n.language) : null;
    toast.success(t('reschedule.done', { when: when ? `${when.date}, ${when.time}` : '' }));
  };

  const confirmCancellation = async (appointment: Appointment) => {
    setBusyId(appointment._id);
    try {
      replace(await appointmentsApi.acceptCancellation({ body: { appointmentId: appointment._id } }));
      toast.success(t('cancel.accepted'));
      setToAccept(null);
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
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }} gap={3}>
        {link ? <JoinButton appointment={appointment} onJoin={join} /> : null}
        {isClient && canReschedule(appointment) ? (
          <Button variant="outline" colorPalette="brand" minH="44px" onClick={() => setToMove(appointment)}>
            <CalendarClock size={18} aria-hidden />
            {t('reschedule.open')}
          </Button>
        ) : null}
        {isClient && !appointment.requestCancellation ? (
          <Button variant="outline" colorPalette="accent" minH="44px" onClick={() => setToCancel(appointment)}>
            <CalendarX2 size={18} aria-hidden />
            {t('item.requestCancellation')}
          </Button>
        ) : null}
        {!isClient && appointment.requestCancellation ? (
          <Button colorPalette="accent" minH="44px" loading={busy} disabled={busy} onClick={() => setToAccept(appointment)}>
            {t('item.acceptCancellation')}
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
        {viewer ? <TimeZoneLine /> : null}
      </Stack>

      {viewers.length > 1 && viewer ? <ViewerSwitch value={viewer} onChange={setChosen} /> : null}

      {bookedId && claims ? (
        <BookedConfirmation
          appointment={appointments.find((a) => a._id === bookedId) ?? null}
          email={claims.email}
          onClose={() => setBookedId(null)}
        />
      ) : null}
      {bookedBanner ? <SuccessBanner text={t('banner.booked')} onClose={() => setBookedBanner(false)} /> : null}
      {purchasedBanner ? <SuccessBanner text={t('banner.purchased')} onClose={() => setPurchasedBanner(false)} /> : null}

      {active?.jitsiLink && viewer ? <VideoRoom key={active._id} appointment={active} viewer={viewer} onClose={() => setActive(null)} /> : null}

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
              <CheckoutModal
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
          {toMove ? <RescheduleDialog appointment={toMove} onMoved={moved} onClose={() => setToMove(null)} /> : null}
          <CancellationDialog
            appointment={toCancel}
            pending={!!toCancel && busyId === toCancel._id}
            onConfirm={(appointment, reason) => void confirmRequest(appointment, reason)}
            onClose={() => setToCancel(null)}
          />
        </>
      ) : (
        <AcceptCancellationDialog
          appointment={toAccept}
          pending={!!toAccept && busyId === toAccept._id}
          onConfirm={(appointment) => void confirmCancellation(appointment)}
          onClose={() => setToAccept(null)}
        />
      )}
    </PageContainer>
  );
}
