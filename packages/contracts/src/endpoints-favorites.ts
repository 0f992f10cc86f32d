/** The API's favorites endpoints (see endpoints.ts). */
import { addFavoriteRequestSchema, deleteFavoriteParamsSchema, favoritesMapSchema, favoritesParamsSchema } from './favorites';
import { endpoint } from './endpoint';

export const favoritesEndpoints = {
  listFavorites: endpoint({
    method: 'GET',
    path: '/api/favorites/user/:userId',
    tags: ['favorites'],
    summary: "The caller's favourites: therapist id \u2192 favourite",
    params: favoritesParamsSchema,
    response: favoritesMapSchema,
  }),
  addFavorite: endpoint({
    method: 'POST',
    path: '/api/favorites/user/:userId',
    tags: ['favorites'],
    summary: 'Add an approved therapist to the favourites (adding twice is harmless); answers the map',
    params: favoritesParamsSchema,
    body: addFavoriteRequestSchema,
    response: favoritesMapSchema,
  }),
  removeFavorite: endpoint({
    method: 'DELETE',
    path: '/api/favorites/user/:userId/therapist/:therapistId',
    tags: ['favorites'],
    summary: 'Remove a favourite (harmless when absent); answers the map',
    params: deleteFavoriteParamsSchema,
    response: favoritesMapSchema,
  }),
};
