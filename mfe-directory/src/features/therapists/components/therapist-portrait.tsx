import { Box } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { apiUrl } from '@aliento/core';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { NS } from '../../../app/i18n';
import { fullName } from '../../../lib/full-name';
import { PlaceholderPortrait } from './placeholder-portrait';

export interface TherapistPortraitProps {
  therapist: TherapistProfile;
  width: number;
  height: number;
  /**
   * Off for the first thing on a page (the detail image, the first card): loaded at once and first among the
   * page's images (it is the page's largest paint); on for cards further down.
   */
  lazy?: boolean;
}

/**
 * The profile photo at a fixed size (nothing jumps while it loads), or a placeholder by gender. The photo is shown
 * whole (`contain`, on sand): the crop the therapist chose in Settings (16:9, 4:3 or square) is the crop people see.
 */
export function TherapistPortrait({ therapist, width, height, lazy = true }: TherapistPortraitProps) {
  const { t } = useTranslation(NS);
  const name = fullName(therapist);
  if (!therapist.profileImage) {
    return <PlaceholderPortrait gender={therapist.therapistGender} label={t('card.placeholderAlt', { name })} width={width} height={height} />;
  }
  return (
    <Box asChild display="block" w="100%" h={`${height}px`} objectFit="contain" bg="sand.200">
      <img
        src={apiUrl(`/uploads/images/${encodeURIComponent(therapist.profileImage)}`)}
        alt={t('card.photoAlt', { name })}
        width={width}
        height={height}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={lazy ? 'auto' : 'high'}
        decoding="async"
      />
    </Box>
  );
}
