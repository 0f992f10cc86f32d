/** The SQL of `favorites` (a user's favourite therapists); the rules are in services/favorites.ts. */
import type { Queryable } from '../db';

export type FavoriteRow = { id: string; therapist_id: string; created_at: Date | string };

/** A user's favourites, oldest first. */
export async function favoriteRows(q: Queryable, userId: string): Promise<FavoriteRow[]> {
  const r = await q.query<FavoriteRow>('SELECT id, therapist_id, created_at FROM favorites WHERE user_id = $1 ORDER BY created_at, id', [userId]);
  return r.rows;
}

/** Adds an approved therapist to a user's favourites unless there; answers whether a row was added. */
export async function insertFavorite(q: Queryable, userId: string, therapistId: string): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO favorites (user_id, therapist_id)
     SELECT $1, t.user_id FROM therapists t WHERE t.user_id = $2 AND t.approved
     ON CONFLICT ON CONSTRAINT favorites_user_therapist_key DO NOTHING`,
    [userId, therapistId],
  );
  return r.rowCount !== 0;
}

/** Removes a therapist from a user's favourites. */
export async function deleteFavorite(q: Queryable, userId: string, therapistId: string): Promise<void> {
  await q.query('DELETE FROM favorites WHERE user_id = $1 AND therapist_id = $2', [userId, therapistId]);
}
