/**
 * Settings "Media": the therapist's profile image. Choose a PNG/JPEG, crop it (starting at 16:9), upload it
 * with progress, then the stored image is fetched again. The cropper is a separate chunk, loaded once a photo is
 * chosen (or when the pointer or focus reaches the choose button).
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Heading, HStack, Image, Progress, Stack, Text, LoadingBlock, OnDemand, lazyComponent } from '@aliento/ui';
import type { Area, Point } from 'react-easy-crop';
import { useTranslation } from '@aliento/i18n';
import { apiUrl, toast, useResource } from '@aliento/core';
import { PROFILE_IMAGE_EXTENSIONS, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, profileImageUrl } from '@aliento/contracts/profile-image';
import { NS } from '../../../app/i18n';
import { profileImageApi } from '@aliento/api-client/profile-image';
import { uploadProfileImage } from '../api/upload-profile-image';
import { cropImage, croppedType } from '../lib/crop-image';
import type { PhotoCropperProps } from './photo-cropper';

const { Component: PhotoCropper, preload: preloadPhotoCropper } = lazyComponent<PhotoCropperProps>(() =>
  import('./photo-cropper').then((m) => m.PhotoCropper),
);

const ASPECTS = [
  { key: 'wide', value: 16 / 9 },
  { key: 'standard', value: 4 / 3 },
  { key: 'square', value: 1 },
] as const;
type AspectKey = (typeof ASPECTS)[number]['key'];

const ACCEPT = [...PROFILE_IMAGE_TYPES, ...PROFILE_IMAGE_EXTENSIONS].join(',');

/** Both the MIME type and the extension must say PNG or JPEG (browsers sometimes leave the type empty). */
function isAcceptedImage(file: File): boolean {
  const name = file.name.toLowerCase();
  const extensionOk = PROFILE_IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext));
  const typeOk = (PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type);
  return typeOk && extensionOk;
}

function uploadName(file: File): string {
  const base = file.name.replace(/\.[^.]+$/, '') || 'profile';
  return `${base}${croppedType(file.type) === 'image/png' ? '.png' : '.jpg'}`;
}

export function MediaPanel({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const image = useResource(async () => (await profileImageApi.getProfileImage({ params: { id: userId } })).profileImage, [userId]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [aspect, setAspect] = useState<AspectKey>('wide');
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const clearSelection = () => {
    setFile(null);
    setPreviewUrl(null);
    setArea(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setAspect('wide');
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (!isAcceptedImage(chosen)) {
      clearSelection();
      setFileError(t('media.wrongType'));
      return;
    }
    if (chosen.size > PROFILE_IMAGE_MAX_BYTES) {
      clearSelection();
      setFileError(t('media.tooLarge'));
      return;
    }
    setFileError(null);
    setFile(chosen);
    setPreviewUrl(URL.createObjectURL(chosen));
    setArea(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setAspect('wide');
  };

  const onSave = async () => {
    if (!file || !previewUrl) return;
    setProgress(0);
    try {
      let blob: Blob = file;
      if (area) {
        try {
          blob = await cropImage(previewUrl, area, file.type);
        } catch {
          // a browser that cannot draw the crop still gets the photo uploaded as chosen
          blob = file;
        }
      }
      await uploadProfileImage(blob, uploadName(file), setProgress);
      toast.success(t('media.success'));
      clearSelection();
      await image.reload();
    } catch {
      toast.error(t('media.failure'));
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const current = image.data ?? null;
  const aspectValue = ASPECTS.find((a) => a.key === aspect)?.value ?? 16 / 9;

  if (image.loading && image.data === undefined && !image.error) return <LoadingBlock label={t('loading')} />;

  return (
    <Stack gap={5} maxW="720px" aria-labelledby="settings-media-heading" as="section">
      <Heading as="h2" size="lg" id="settings-media-heading">
        {t('media.heading')}
      </Heading>
      <Text color="fg.muted">{t('media.intro')}</Text>

      {!file ? (
        current ? (
          <Image
            src={apiUrl(profileImageUrl(current))}
            alt={t('media.currentAlt')}
            w="full"
            maxW="480px"
            aspectRatio={16 / 9}
            // whole, as the directory shows it: the crop chosen is the crop people see
            objectFit="contain"
            borderRadius="md"
            bg="sand.100"
          />
        ) : (
          <Text>{t('media.none')}</Text>
        )
      ) : null}

      <Box>
        <input
          ref={inputRef}
          id="settings-media-file"
          type="file"
          accept={ACCEPT}
          aria-label={t('media.fileLabel')}
          onChange={onFileChange}
          disabled={uploading}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
        />
        <Button
          type="button"
          variant="outline"
          colorPalette="brand"
          minH="44px"
          w={{ base: 'full', md: 'auto' }}
          onClick={() => inputRef.current?.click()}
          onPointerEnter={preloadPhotoCropper}
          onFocus={preloadPhotoCropper}
          disabled={uploading}
        >
          {current ? t('media.uploadImage') : t('media.chooseFile')}
        </Button>
        {fileError ? (
          <Text role="alert" color="fg.error" mt={2}>
            {fileError}
          </Text>
        ) : null}
      </Box>

      {file && previewUrl ? (
        <Stack gap={4}>
          <Heading as="h3" size="md">
            {t('media.cropHeading')}
          </Heading>
          <Box
            position="relative"
            w="full"
            h={{ base: '240px', md: '360px' }}
            bg="sand.900"
            borderRadius="md"
            overflow="hidden"
            role="group"
            aria-label={t('media.cropLabel')}
          >
            <OnDemand loading={t('media.cropLoading')} failed={t('media.cropFailed')} onRetry={preloadPhotoCropper} minH="100%" bg="bg.subtle">
              <PhotoCropper
                image={previewUrl}
                crop={crop}
                zoom={zoom}
                aspect={aspectValue}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onAreaChange={setArea}
                onUnreadable={() => {
                  // an empty black crop box says nothing: say the file is not a readable image, and start over
                  clearSelection();
                  setFileError(t('media.unreadable'));
                }}
              />
            </OnDemand>
          </Box>
          <Stack gap={1}>
            <label htmlFor="settings-media-zoom">{t('media.zoom')}</label>
            <input
              id="settings-media-zoom"
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              style={{ minHeight: 44, width: '100%' }}
            />
          </Stack>
          <Stack gap={1} role="group" aria-labelledby="settings-media-aspect">
            <Text id="settings-media-aspect">{t('media.aspect')}</Text>
            <HStack gap={2} wrap="wrap">
              {ASPECTS.map((a) => (
                <Button
                  key={a.key}
                  type="button"
                  minH="44px"
                  size="sm"
                  aria-pressed={aspect === a.key}
                  variant={aspect === a.key ? 'solid' : 'outline'}
                  colorPalette="brand"
                  onClick={() => setAspect(a.key)}
                >
                  {t(`media.aspects.${a.key}`)}
                </Button>
              ))}
            </HStack>
          </Stack>
        </Stack>
      ) : null}

      {uploading ? (
        <Progress.Root value={Math.round((progress ?? 0) * 100)} colorPalette="brand" aria-label={t('media.progress')}>
          <Progress.Label>{t('media.uploading')}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}

      <HStack gap={3} wrap="wrap">
        <Button
          type="button"
          colorPalette="brand"
          minH="44px"
          w={{ base: 'full', md: 'auto' }}
          onClick={() => void onSave()}
          disabled={!file || uploading}
          loading={uploading}
        >
          {t('media.save')}
        </Button>
        {file && !uploading ? (
          <Button type="button" variant="ghost" minH="44px" w={{ base: 'full', md: 'auto' }} onClick={clearSelection}>
            {t('media.cancel')}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
