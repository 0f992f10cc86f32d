/** Favourite therapists of a user: a map keyed by therapist (user) id. */
import type { FavoritesMap } from '@aliento/contracts/favorites';
import { notFound } from '../lib/app-error';
import type { ServiceContext } from './context';

type FavoriteRow = { id: string; therapist_id: string; created_at: Date | string };

/** The user's favourites, oldest first. */
export async function listFavorites(ctx: ServiceContext, userId: string): Promise<FavoritesMap> {
  const r = await ctx.db.query<FavoriteRow>('SELECT id, therapist_id, created_at FROM favorites WHERE user_id = $1 ORDER BY created_at, id', [
    userId,
  ]);
  const map: FavoritesMap = {};
  for (const row of r.rows) {
    map[row.therapist_id] = { _id: row.id, therapist: row.therapist_id, createdAt: new Date(row.created_at).toISOString() };
  }
  return map;
}

/** Adds an approved therapist to the favourites (a second add changes nothing); answers the whole map. */
export async function addFavorite(ctx: ServiceContext, userId: string, therapistId: string): Promise<FavoritesMap> {
  const r = await ctx.db.query(
    `INSERT INTO favorites (user_id, therapist_id)
     SELECT $1, t.user_id FROM therapists t WHERE t.user_id = $2 AND t.approved
     ON CONFLICT ON CONSTRAINT favorites_user_therapist_key DO NOTHING`,
    [userId, therapistId],
  );
  if (r.rowCount === 0) {
    const exists = await ctx.db.query('SELECT 1 FROM therapists WHERE user_id = $1 AND approved', [therapistId]);
    if (exists.rows.length === 0) throw notFound();
  }
  return listFavorites(ctx, userId);
}

/** Removes a favourite (removing one that is not there is harmless); answers the whole map. */
export async function removeFavorite(ctx: ServiceContext, userId: string, therapistId: string): Promise<FavoritesMap> {
  await ctx.db.query('DELETE FROM favorites WHERE user_id = $1 AND therapist_id = $2', [userId, therapistId]);
  return listFavorites(ctx, userId);
}
