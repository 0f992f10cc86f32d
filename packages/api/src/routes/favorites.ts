/** Favourite therapists: `GET|POST /api/favorites/user/{userId}`, `DELETE .../therapist/{therapistId}` (owner only). */
import { requireSelf } from '../plugins/auth';
import * as favorites from '../services/favorites';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

export const favoriteRoutes: RoutePlugin = async (app, { ctx }) => {
  // `{userId}` must be the caller (admins included: favourites are personal)
  const ownerOnly = requireSelf('userId');

  app.get(endpoints.listFavorites.path, {
    preValidation: ownerOnly,
    schema: routeSchema(endpoints.listFavorites),
    handler: async (request, reply) => {
      const map = await favorites.listFavorites(ctx, request.params.userId);
      return reply.headers({ 'cache-control': 'no-store' }).send(map);
    },
  });

  app.post(endpoints.addFavorite.path, {
    preValidation: ownerOnly,
    schema: routeSchema(endpoints.addFavorite),
    handler: async (request) => favorites.addFavorite(ctx, request.params.userId, request.body.therapistUser),
  });

  app.delete(endpoints.removeFavorite.path, {
    preValidation: ownerOnly,
    schema: routeSchema(endpoints.removeFavorite),
    handler: async (request) => favorites.removeFavorite(ctx, request.params.userId, request.params.therapistId),
  });
};
