import { api } from '@aliento/core';
import { addFavoriteRequestSchema, favoritesMapSchema, type FavoritesMap } from '@aliento/contracts/favorites';

/** `POST /api/favorites/user/{userId}` with `{ therapistUser }` (the therapist's user id). */
export async function addFavorite(userId: string, therapistUser: string): Promise<FavoritesMap> {
  const json = addFavoriteRequestSchema.parse({ therapistUser });
  const body = await api.post(`/api/favorites/user/${encodeURIComponent(userId)}`, { json }).json();
  return favoritesMapSchema.parse(body);
}
