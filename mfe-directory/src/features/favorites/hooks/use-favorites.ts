/** The client's favourites (a map keyed by therapist user id) and the heart toggle (spec section 4). */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@aliento/i18n';
import { errorText, toast, useResource } from '@aliento/core';
import type { FavoritesMap } from '@aliento/contracts/favorites';
import { NS } from '../../../app/i18n';
import { favoritesApi } from '@aliento/api-client/favorites';

const EMPTY: FavoritesMap = {};

export interface Favorites {
  favorites: FavoritesMap;
  /** True once loaded with no favourite at all. */
  isEmpty: boolean;
  isFavorite: (therapistUser: string) => boolean;
  /** True while a toggle for this therapist is on its way. */
  isPending: (therapistUser: string) => boolean;
  toggle: (therapistUser: string) => Promise<void>;
}

export function useFavorites(userId: string | undefined): Favorites {
  const { t } = useTranslation(NS);
  const resource = useResource(() => favoritesApi.listFavorites({ params: { userId: userId as string } }), [userId], { enabled: Boolean(userId) });
  const favorites = resource.data ?? EMPTY;
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const { reload } = resource;
  // the toggle reads the favourites of the latest render: it stays the same function while they change, so the
  // directory's memoised cards do not all render again when the favourites arrive
  const latest = useRef(favorites);
  useEffect(() => {
    latest.current = favorites;
  }, [favorites]);

  const toggle = useCallback(
    async (therapistUser: string) => {
      if (!userId) return;
      setPending((p) => new Set(p).add(therapistUser));
      try {
        if (latest.current[therapistUser]) {
          await favoritesApi.removeFavorite({ params: { userId, therapistId: therapistUser } });
          toast.success(t('favorite.removed'));
        } else {
          await favoritesApi.addFavorite({ params: { userId }, body: { therapistUser } });
        }
      } catch (err) {
        toast.error(errorText(err) ?? t('favorite.failed'));
      } finally {
        // the spec refetches the list after every toggle, whatever happened
        await reload();
        setPending((p) => {
          const next = new Set(p);
          next.delete(therapistUser);
          return next;
        });
      }
    },
    [reload, t, userId],
  );

  // one object while nothing changed, so the cards that read it need not render again (a keystroke in the search)
  return useMemo(
    () => ({
      favorites,
      isEmpty: Object.keys(favorites).length === 0,
      isFavorite: (id: string) => Boolean(favorites[id]),
      isPending: (id: string) => pending.has(id),
      toggle,
    }),
    [favorites, pending, toggle],
  );
}
