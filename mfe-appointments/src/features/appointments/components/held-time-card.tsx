/**
 * A time the client chose on a therapist's page without a credit left is held for them by the server for a few
 * minutes while they buy sessions (issue 20). Here it is offered back: once there is a credit, one tap books it,
 * without looking for the time again; "Release" frees it for others. It goes away when the hold ends.
 */
import { useState } from 'react';
import { Button, Card, Flex, Heading, Text } from '@aliento/ui';
import { CalendarClock } from 'lucide-react';
import { apiErrorStatus, errorText, toast, useResource } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { appointmentsApi } from '@aliento/api-client/appointments';
import { therapistsApi } from '@aliento/api-client/therapists';
import { NS } from '../../../app/i18n';
import { formatAppointmentTime } from '../lib/format-appointment-time';

type Props = {
  client: { id: string; email: string };
  /** The client has a credit to book with (after buying one, the button turns on). */
  canBook: boolean;
  /** Called once the held time is booked (the list and the plan are read again). */
  onBooked: () => void;
};

export function HeldTimeCard({ client, canBook, onBooked }: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const current = useResource(() => appointmentsApi.getCurrentHold({}, { retry: 0 }), [client.id]);
  const hold = current.data?.hold ?? null;
  const therapist = useResource(() => therapistsApi.getTherapist({ params: { id: hold?.therapist as string } }), [hold?.therapist], {
    enabled: Boolean(hold),
  });
  const [busy, setBusy] = useState(false);
  if (!hold) return null;

  const when = formatAppointmentTime(hold.startTime, hold.endTime, language);
  const until = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(hold.expiresAt));
  const name = therapist.data ? `${therapist.data.firstName} ${therapist.data.lastName}`.trim() : '';

  const book = async () => {
    setBusy(true);
    try {
      await appointmentsApi.createAppointment({
        params: { therapistUserId: hold.therapist, clientId: client.id },
        body: {
          therapist: hold.therapist,
          client: client.id,
          clientEmail: client.email,
          startTime: hold.startTime,
          completed: false,
          cancelled: false,
        },
      });
      toast.success(t('held.booked'));
      onBooked();
    } catch (error) {
      toast.error(apiErrorStatus(error) === 409 ? t('held.gone') : (errorText(error) ?? t('held.failed')));
    } finally {
      setBusy(false);
      current.reload();
    }
  };

  const release = async () => {
    setBusy(true);
    try {
      await appointmentsApi.releaseHold({ params: { id: hold._id } });
    } catch (error) {
      toast.error(errorText(error) ?? t('held.failed'));
    } finally {
      setBusy(false);
      current.reload();
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="held-title" variant="outline" bg="accent.subtle" borderColor="accent.emphasized">
      <Card.Body gap={3} p={{ base: 4, md: 5 }}>
        <Flex align="center" gap={2}>
          <CalendarClock aria-hidden size={20} />
          <Heading as="h2" size="md" id="held-title">
            {t('held.title')}
          </Heading>
        </Flex>
        <Text>
          {when ? `${when.date}, ${when.time}` : null}
          {name ? ` · ${t('held.with', { name })}` : null}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {canBook ? t('held.until', { until }) : t('held.buyFirst', { until })}
        </Text>
        <Flex gap={3} wrap="wrap">
          <Button colorPalette="brand" minH="44px" loading={busy} disabled={!canBook || busy} onClick={() => void book()}>
            {t('held.confirm')}
          </Button>
          <Button variant="outline" minH="44px" disabled={busy} onClick={() => void release()}>
            {t('held.release')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
