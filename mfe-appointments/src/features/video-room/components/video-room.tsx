/** The embedded Jitsi room (720 px high) for the active appointment link, with a new-tab fallback. */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Flex, Heading, Link, Spinner, Stack, Text } from '@aliento/ui';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { useRuntimeConfig } from '@aliento/core';
import { NS } from '../../../app/i18n';
import type { JitsiMeetExternalApi } from '../lib/jitsi-types';
import { loadJitsiScript } from '../lib/load-jitsi-script';
import { reloadPage } from '../lib/reload-page';
import { roomNameFromLink, videoDomain } from '../lib/room-name';

const ROOM_HEIGHT = 720;

export interface VideoRoomProps {
  link: string;
  /** The user left (ready-to-close or the close button): clear the active link. */
  onClose: () => void;
}

export function VideoRoom({ link, onClose }: VideoRoomProps) {
  const { t, i18n } = useTranslation(NS);
  const { videoHost } = useRuntimeConfig();
  const parent = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const title = t('video.roomTitle');
  const section = useRef<HTMLDivElement>(null);

  // The room opens above the lists: bring it into view when joining from further down.
  useEffect(() => {
    section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [link]);

  useEffect(() => {
    let cancelled = false;
    let room: JitsiMeetExternalApi | null = null;
    setStatus('loading');
    loadJitsiScript(videoHost).then(
      (JitsiMeetExternalAPI) => {
        if (cancelled || !parent.current) return;
        try {
          room = new JitsiMeetExternalAPI(videoDomain(videoHost), {
            roomName: roomNameFromLink(link, videoHost),
            parentNode: parent.current,
            height: ROOM_HEIGHT,
            width: '100%',
            lang: i18n.language,
          });
          const iframe = room.getIFrame();
          iframe.setAttribute('allow', 'camera; microphone; display-capture; autoplay; clipboard-write');
          iframe.setAttribute('title', title);
          room.addListener('readyToClose', () => {
            closeRef.current();
            reloadPage();
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
  }, [link, videoHost, i18n.language, title]);

  return (
    <Stack ref={section} as="section" aria-labelledby="video-room-title" gap={3} mb={8}>
      <Flex justify="space-between" align="center" gap={3} wrap="wrap">
        <Heading as="h2" id="video-room-title" size="lg">{t('video.title')}</Heading>
        <Button variant="outline" minH="44px" onClick={onClose}>{t('video.close')}</Button>
      </Flex>
      {status === 'failed' ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content gap={2}>
            <Alert.Title>{t('video.failed')}</Alert.Title>
            <Alert.Description>
              <Text mb={2}>{t('video.failedHint')}</Text>
              <Link href={link} target="_blank" rel="noopener noreferrer" fontWeight="semibold" color="brand.fg" minH="44px" display="inline-flex" alignItems="center" gap={2}>
                {t('video.openInNewTab')}
                <ExternalLink size={16} aria-hidden />
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {status === 'loading' ? (
        <Flex role="status" align="center" gap={3} color="fg.muted">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('video.loading')}</Text>
        </Flex>
      ) : null}
      <Box
        ref={parent}
        data-testid="video-room"
        display={status === 'failed' ? 'none' : 'block'}
        minH={status === 'ready' ? `${ROOM_HEIGHT}px` : undefined}
        borderRadius="md"
        overflow="hidden"
      />
    </Stack>
  );
}
