import { api } from '@aliento/core';
import { favoritesMapSchema, type FavoritesMap } from '@aliento/contracts/favorites';

/** `GET /api/favorites/user/{userId}`: map of therapist user id → favourite. */
export async function getFavorites(userId: string): Promise<FavoritesMap> {
  const body = await api.get(`/api/favorites/user/${encodeURIComponent(userId)}`).json();
  return favoritesMapSchema.parse(body);
}
