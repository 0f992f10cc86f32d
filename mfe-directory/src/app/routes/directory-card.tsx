/** One therapist of the directory's list: the card with its match line and its heart. */
import { memo } from 'react';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { NS } from '../i18n';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { describeMatch } from '../../features/matching/describe-match';
import type { TherapistMatch } from '../../features/matching/match-therapists';
import { TherapistCard } from '../../features/therapists/components/therapist-card';
import { fullName } from '../../lib/full-name';

export interface DirectoryCardProps {
  therapist: TherapistProfile;
  match: TherapistMatch | null;
  /** The list's first card (its photo is the page's largest paint). */
  first: boolean;
  favorite: boolean;
  /** A toggle of this therapist's heart is on its way. */
  pending: boolean;
  onToggle: (therapistUser: string) => unknown;
}

/**
 * Memoised: a card renders again only when what it shows changes. "Show more" or the next slice of the first page
 * renders the cards it adds, and the favourites arriving render the hearts that changed, not every card of the list.
 */
export const DirectoryCard = memo(function DirectoryCard({ therapist, match, first, favorite, pending, onToggle }: DirectoryCardProps) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  return (
    <TherapistCard
      therapist={therapist}
      first={first}
      reason={match ? describeMatch(match.reasons, (key, options) => t(key, { ...options }), language) : null}
      favoriteAction={<FavoriteButton name={fullName(therapist)} active={favorite} busy={pending} onToggle={() => void onToggle(therapist.user)} />}
    />
  );
});
