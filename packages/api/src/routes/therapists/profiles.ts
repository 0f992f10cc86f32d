/** `GET /api/therapists` (the directory), `GET /api/therapists/{id}`, `PUT /api/therapists/{id}` (self or admin). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickCoding } from '../../lib/accept-encoding';
import { actorOf, currentUser, hasRole, requireSelfOrAdmin, versionsOf } from '../../plugins/auth';
import { DirectoryCache } from '../../cache/directory';
import * as therapists from '../../services/therapists';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

const viewer = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, isAdmin: hasRole(user, 'ROLE_ADMIN') };
};

export const therapistProfileRoutes: RoutePlugin = async (app, { ctx }) => {
  const directory = new DirectoryCache();

  app.get(endpoints.listTherapists.path, {
    schema: routeSchema(endpoints.listTherapists),
    handler: async (request, reply) => {
      const who = viewer(request);
      if (request.query.approved !== 'true' && (who.isAdmin || request.query.approved === 'false')) {
        // admins' lists of applicants or of everyone are rare and admin data: read fresh, stored nowhere (no-store)
        return reply.send(await therapists.listTherapists(ctx, { approved: request.query.approved, viewer: who }, request.lang));
      }
      // the same bytes for every signed-in reader, revalidated with the version ETag; never in a shared cache
      reply.headers({ 'cache-control': 'private, no-cache', vary: 'Authorization, X-Language, Accept-Encoding' });
      // the public directory: the same bytes for every signed-in viewer of a language, sent as they are
      const raw = reply as unknown as FastifyReply;
      // the versions the bearer check read after this request arrived: no version query of its own
      const at = versionsOf(request, ctx);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch === (await directory.etag(request.lang, at))) return raw.header('etag', ifNoneMatch).code(304).send();
      const bytes = await directory.get(request.lang, at, () => therapists.listTherapists(ctx, { approved: 'true', viewer: who }, request.lang));
      const coding = pickCoding(request.headers['accept-encoding']);
      raw.header('etag', bytes.etag).header('content-type', 'application/json; charset=utf-8');
      if (coding) raw.header('content-encoding', coding);
      return raw.send(coding ? bytes[coding] : bytes.json);
    },
  });

  app.get(endpoints.getTherapist.path, {
    // a therapist awaiting approval may read their own profile
    config: { auth: 'unapproved' },
    schema: routeSchema(endpoints.getTherapist),
    handler: async (request) => therapists.getTherapist(ctx, request.params.id, viewer(request), request.lang),
  });

  app.put(endpoints.updateTherapist.path, {
    preValidation: requireSelfOrAdmin('id'),
    schema: routeSchema(endpoints.updateTherapist),
    handler: async (request) => therapists.updateTherapist(ctx, actorOf(request), request.params.id, request.body, request.lang),
  });
};
