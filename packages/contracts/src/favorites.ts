/** Favourites: a map keyed by therapist (user) id. Owner only. */
import { z } from 'zod';
import { dateTimeText, idSchema } from './common';

/** One favourite. */
export const favoriteSchema = z.object({
  _id: idSchema,
  /** Therapist user id. */
  therapist: idSchema,
  createdAt: dateTimeText(),
});
/** One favourite. */
export type Favorite = z.infer<typeof favoriteSchema>;

/** `GET|POST /api/favorites/user/{userId}` and `DELETE .../therapist/{therapistId}` answer: therapist id → favourite. */
export const favoritesMapSchema = z.record(z.string(), favoriteSchema);
/** Map of favourites keyed by therapist id. */
export type FavoritesMap = z.infer<typeof favoritesMapSchema>;

/** `POST /api/favorites/user/{userId}` body (adding twice is harmless). */
export const addFavoriteRequestSchema = z.object({ therapistUser: idSchema });
/** `POST /api/favorites/user/{userId}` body. */
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

/** Path params of the favourites list. */
export const favoritesParamsSchema = z.object({ userId: idSchema });
/** Path params of `DELETE /api/favorites/user/{userId}/therapist/{therapistId}`. */
export const deleteFavoriteParamsSchema = z.object({ userId: idSchema, therapistId: idSchema });
