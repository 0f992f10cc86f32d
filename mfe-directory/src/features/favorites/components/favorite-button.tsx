import { IconButton } from '@aliento/ui';
import { Heart } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

export interface FavoriteButtonProps {
  name: string;
  active: boolean;
  busy?: boolean;
  onToggle: () => void;
}

/** The favourite heart: a toggle button (aria-pressed) named after the therapist. */
export function FavoriteButton({ name, active, busy, onToggle }: FavoriteButtonProps) {
  const { t } = useTranslation(NS);
  return (
    <IconButton
      aria-label={t('favorite.label', { name })}
      aria-pressed={active}
      onClick={onToggle}
      disabled={busy}
      variant="ghost"
      colorPalette="accent"
      minW="44px"
      h="44px"
      rounded="full"
    >
      <Heart aria-hidden="true" fill={active ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
