import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Flex, Spinner, Stack, Text } from '@aliento/ui';
import { Mic, Video } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { useMediaPreview } from '../hooks/use-media-preview';

export interface DeviceCheckProps {
  /** The person is ready: the preview has stopped, the room may take the camera and microphone. */
  onEnter: () => void;
}

/**
 * The step before the room: a live preview of the camera and a microphone level meter, or what to do when the
 * browser does not allow them or finds none (the person may enter anyway). "Join the session" stops the preview.
 */
export function DeviceCheck({ onEnter }: DeviceCheckProps) {
  const { t } = useTranslation(NS);
  const bar = useRef<HTMLDivElement>(null);
  const meter = useRef<HTMLDivElement>(null);
  const { state, stop } = useMediaPreview((level) => {
    const percent = Math.round(level * 100);
    if (bar.current) bar.current.style.width = `${percent}%`;
    meter.current?.setAttribute('aria-valuenow', String(percent));
  });
  const video = useRef<HTMLVideoElement>(null);
  const stream = state.status === 'ready' ? state.stream : null;

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  const problem = state.status === 'denied' || state.status === 'noDevice' || state.status === 'unsupported' ? state.status : null;
  return (
    <Stack as="section" aria-labelledby="device-check-title" gap={4} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="white">
      <Stack gap={1}>
        <Text as="h3" id="device-check-title" fontWeight="semibold" fontSize="lg">
          {t('precheck.title')}
        </Text>
        <Text color="fg.muted">{t('precheck.intro')}</Text>
      </Stack>
      {state.status === 'asking' ? (
        <Flex role="status" align="center" gap={3} color="fg.muted">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('precheck.asking')}</Text>
        </Flex>
      ) : null}
      {stream ? (
        <Stack gap={3}>
          <Box maxW="480px" borderRadius="md" overflow="hidden" bg="black" aspectRatio={16 / 9}>
            <video
              ref={video}
              data-testid="camera-preview"
              aria-label={t('precheck.preview')}
              autoPlay
              playsInline
              muted
              style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
            />
          </Box>
          <Flex align="center" gap={3} maxW="480px">
            <Mic size={18} aria-hidden />
            <Box
              ref={meter}
              role="meter"
              aria-label={t('precheck.micLevel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={0}
              flex="1"
              h="10px"
              borderRadius="full"
              bg="gray.200"
              overflow="hidden"
            >
              <Box ref={bar} h="100%" w="0%" bg="brand.solid" transition="width 80ms linear" />
            </Box>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {t('precheck.ready')}
          </Text>
        </Stack>
      ) : null}
      {problem ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Description>{t(`precheck.${problem}`)}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Button
        colorPalette="brand"
        minH="44px"
        alignSelf="flex-start"
        onClick={() => {
          stop();
          onEnter();
        }}
      >
        <Video size={18} aria-hidden />
        {t('precheck.enter')}
      </Button>
    </Stack>
  );
}
