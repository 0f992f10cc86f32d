/** Favourite therapists of a user: a map keyed by therapist (user) id. */
import type { FavoritesMap } from '@aliento/contracts/favorites';
import { deleteFavorite, favoriteRows, insertFavorite } from '../data/favorites';
import { approvedTherapistExists } from '../data/therapists';
import { notFound } from '../lib/app-error';
import type { ServiceContext } from './context';

/** The user's favourites, oldest first. */
export async function listFavorites(ctx: ServiceContext, userId: string): Promise<FavoritesMap> {
  const rows = await favoriteRows(ctx.db, userId);
  const map: FavoritesMap = {};
  for (const row of rows) {
    map[row.therapist_id] = { _id: row.id, therapist: row.therapist_id, createdAt: new Date(row.created_at).toISOString() };
  }
  return map;
}

/** Adds an approved therapist to the favourites (a second add changes nothing); answers the whole map. */
export async function addFavorite(ctx: ServiceContext, userId: string, therapistId: string): Promise<FavoritesMap> {
  if (!(await insertFavorite(ctx.db, userId, therapistId))) {
    if (!(await approvedTherapistExists(ctx.db, therapistId))) throw notFound();
  }
  return listFavorites(ctx, userId);
}

/** Removes a favourite (removing one that is not there is harmless); answers the whole map. */
export async function removeFavorite(ctx: ServiceContext, userId: string, therapistId: string): Promise<FavoritesMap> {
  await deleteFavorite(ctx.db, userId, therapistId);
  return listFavorites(ctx, userId);
}
