/**
 * The embedded Jitsi room (720 px high) of the active appointment. The API gives the room name (`<AppID>/<room>`
 * with 8x8 JaaS) and this person's signed token, only in the join window; the page hands both to the IFrame API.
 * The therapist's page turns the lobby on as they join, so the client waits there until admitted.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Flex, Heading, Link, Spinner, Stack, Text } from '@aliento/ui';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import type { VideoJoinResponse } from '@aliento/contracts/video';
import type { Appointment } from '@aliento/contracts/appointments';
import type { AppointmentViewer } from '../../appointments/lib/classify-appointments';
import { DeviceCheck } from './device-check';
import { appointmentName } from '../../appointments/lib/appointment-name';
import { NS } from '../../../app/i18n';
import { useVideoJoin } from '../hooks/use-video-join';
import type { JitsiMeetExternalApi } from '../lib/jitsi-types';
import { loadJitsiScript } from '../lib/load-jitsi-script';
import { page } from '@aliento/core';

const ROOM_HEIGHT = 720;

export interface VideoRoomProps {
  /** The session whose room this is (its `jitsiLink` is the new-tab fallback before the API has answered). */
  appointment: Appointment;
  /** Who is joining: the room names the other person. */
  viewer: AppointmentViewer;
  /** The user left (ready-to-close or the close button): clear the active appointment. */
  onClose: () => void;
}

interface RoomStageProps {
  appointmentId: string;
  link: string;
  onClose: () => void;
}

/** The IFrame API options for this person (the IFrame API's documented `jwt`, `userInfo` and `configOverwrite`). */
function roomOptions(join: VideoJoinResponse, parentNode: HTMLElement, lang: string) {
  return {
    roomName: join.roomName,
    parentNode,
    height: ROOM_HEIGHT,
    width: '100%',
    lang,
    ...(join.jwt ? { jwt: join.jwt } : {}),
    userInfo: { displayName: join.displayName },
    // stay in the browser on phones (no app hand-off); a waiting client knocks by itself
    configOverwrite: { disableDeepLinking: true, lobby: { autoKnock: true } },
  };
}

/** "jueves, 26 de noviembre, 17:15": the session's start in the reader's language and time zone (null if unknown). */
function startText(appointment: Appointment, language: string): string | null {
  const start = appointment.calendlyAppointment ? new Date(appointment.calendlyAppointment.startTime) : null;
  if (!start || Number.isNaN(start.getTime())) return null;
  const day = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(start);
  return `${day}, ${new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(start)}`;
}

/** The room of the active appointment: which session it is, a camera and microphone check, then the Jitsi room. */
export function VideoRoom({ appointment, viewer, onClose }: VideoRoomProps) {
  const { t, i18n } = useTranslation(NS);
  const [entered, setEntered] = useState(false);
  const section = useRef<HTMLDivElement>(null);
  const appointmentId = appointment._id;
  const other = viewer === 'therapist' ? appointment.client : appointment.therapist;
  const name = appointmentName(appointment.calendlyAppointment?.name, i18n.language);

  // The room opens above the lists: bring it into view when joining from further down.
  useEffect(() => {
    section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [appointmentId]);

  return (
    <Stack ref={section} as="section" aria-labelledby="video-room-title" gap={3} mb={8}>
      <Flex justify="space-between" align="center" gap={3} wrap="wrap">
        <Stack gap={1}>
          <Heading as="h2" id="video-room-title" size="lg">
            {t('video.title')}
          </Heading>
          {name ? <Text color="fg.muted">{name}</Text> : null}
          <Text color="fg.muted" fontWeight="semibold">
            {t('videoSession.with', {
              name: `${other.firstName} ${other.lastName}`.trim(),
              when: startText(appointment, i18n.language) ?? t('item.dateUnknown'),
            })}
          </Text>
        </Stack>
        <Button variant="outline" minH="44px" onClick={onClose}>
          {t('video.close')}
        </Button>
      </Flex>
      {entered ? (
        <RoomStage appointmentId={appointmentId} link={appointment.jitsiLink ?? ''} onClose={onClose} />
      ) : (
        <DeviceCheck onEnter={() => setEntered(true)} />
      )}
    </Stack>
  );
}

/** The Jitsi room itself, once the person has entered: asks the API for the way in and loads the IFrame API. */
function RoomStage({ appointmentId, link, onClose }: RoomStageProps) {
  const { t, i18n } = useTranslation(NS);
  const parent = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const joinState = useVideoJoin(appointmentId, attempt);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const title = t('video.roomTitle');
  const join = joinState.status === 'ready' ? joinState.join : null;

  useEffect(() => {
    if (!join) return;
    let cancelled = false;
    let room: JitsiMeetExternalApi | null = null;
    setStatus('loading');
    loadJitsiScript(join.scriptUrl).then(
      (JitsiMeetExternalAPI) => {
        if (cancelled || !parent.current) return;
        try {
          room = new JitsiMeetExternalAPI(join.domain, roomOptions(join, parent.current, i18n.language));
          const iframe = room.getIFrame();
          iframe.setAttribute('allow', 'camera; microphone; display-capture; autoplay; clipboard-write');
          iframe.setAttribute('title', title);
          const api = room;
          // only a moderator can turn the lobby on, so the therapist's page does it on arrival
          if (join.moderator && join.jwt) api.addListener('videoConferenceJoined', () => api.executeCommand('toggleLobby', true));
          api.addListener('readyToClose', () => {
            closeRef.current();
            page.reload();
          });
          setStatus('ready');
        } catch (error) {
          console.error(error);
          setStatus('failed');
        }
      },
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      room?.dispose();
    };
  }, [join, i18n.language, title]);

  const failed = joinState.status === 'ready' && status === 'failed';
  const waiting = joinState.status === 'pending' || (joinState.status === 'ready' && status === 'loading');
  return (
    <>
      {join?.provider === 'demo' ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('video.demoNotice')}</Alert.Description>
        </Alert.Root>
      ) : null}
      {join && join.provider !== 'demo' && status !== 'failed' ? (
        <Text color="fg.muted">{join.moderator ? t('video.lobbyTherapist') : t('video.lobbyClient')}</Text>
      ) : null}
      {joinState.status === 'refused' ? (
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Description>{joinState.message}</Alert.Description>
        </Alert.Root>
      ) : null}
      {joinState.status === 'unreachable' ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content gap={2}>
            <Alert.Description>{t('video.unreachable')}</Alert.Description>
            <Button size="sm" variant="outline" minH="44px" alignSelf="flex-start" onClick={() => setAttempt((n) => n + 1)}>
              {t('video.retry')}
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {failed ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content gap={2}>
            <Alert.Title>{t('video.failed')}</Alert.Title>
            <Alert.Description>
              <Text mb={2}>{t('video.failedHint')}</Text>
              <Link
                href={join?.link ?? link}
                target="_blank"
                rel="noopener noreferrer"
                fontWeight="semibold"
                color="brand.fg"
                minH="44px"
                display="inline-flex"
                alignItems="center"
                gap={2}
              >
                {t('video.openInNewTab')}
                <ExternalLink size={16} aria-hidden />
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {waiting ? (
        <Flex role="status" align="center" gap={3} color="fg.muted">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('video.loading')}</Text>
        </Flex>
      ) : null}
      <Box
        ref={parent}
        data-testid="video-room"
        display={join && status !== 'failed' ? 'block' : 'none'}
        minH={join && status === 'ready' ? `${ROOM_HEIGHT}px` : undefined}
        borderRadius="md"
        overflow="hidden"
      />
    </>
  );
}
