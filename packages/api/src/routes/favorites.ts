/** Favourite therapists: `GET|POST /api/favorites/user/{userId}`, `DELETE .../therapist/{therapistId}` (owner only). */
import { errorResponses } from '@aliento/contracts/errors';
import { addFavoriteRequestSchema, deleteFavoriteParamsSchema, favoritesMapSchema, favoritesParamsSchema } from '@aliento/contracts/favorites';
import { requireSelf } from '../plugins/auth';
import * as favorites from '../services/favorites';
import type { RoutePlugin } from './types';

export const favoriteRoutes: RoutePlugin = async (app, { ctx }) => {
  // `{userId}` must be the caller (admins included: favourites are personal)
  const ownerOnly = requireSelf('userId');

  app.get('/api/favorites/user/:userId', {
    preValidation: ownerOnly,
    schema: {
      tags: ['favorites'],
      summary: "The caller's favourites: therapist id → favourite",
      params: favoritesParamsSchema,
      response: { 200: favoritesMapSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const map = await favorites.listFavorites(ctx, request.params.userId);
      return reply.headers({ 'cache-control': 'no-store' }).send(map);
    },
  });

  app.post('/api/favorites/user/:userId', {
    preValidation: ownerOnly,
    schema: {
      tags: ['favorites'],
      summary: 'Add an approved therapist to the favourites (adding twice is harmless); answers the map',
      params: favoritesParamsSchema,
      body: addFavoriteRequestSchema,
      response: { 200: favoritesMapSchema, ...errorResponses },
    },
    handler: async (request) => favorites.addFavorite(ctx, request.params.userId, request.body.therapistUser),
  });

  app.delete('/api/favorites/user/:userId/therapist/:therapistId', {
    preValidation: ownerOnly,
    schema: {
      tags: ['favorites'],
      summary: 'Remove a favourite (harmless when absent); answers the map',
      params: deleteFavoriteParamsSchema,
      response: { 200: favoritesMapSchema, ...errorResponses },
    },
    handler: async (request) => favorites.removeFavorite(ctx, request.params.userId, request.params.therapistId),
  });
};
