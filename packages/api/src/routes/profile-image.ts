/** `POST /api/profile-image` (multipart field `image`, therapists) and `GET /api/profile-image/{id}` (the file name). */
import { PROFILE_IMAGE_FIELD } from '@aliento/contracts/profile-image';
import { AppError } from '../lib/app-error';
import { actorOf, currentUser, hasRole, requireRole } from '../plugins/auth';
import * as images from '../services/profile-images';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

/**
 * A multipart body that cannot be read (no boundary, a truncated part, a forbidden field name) is the client's
 * mistake: 400 naming `image`. The size limits keep their 413.
 */
function brokenMultipart(e: unknown): never {
  if ((e as { statusCode?: unknown })?.statusCode === 413) throw e;
  throw new AppError(400, 'validationFailed', { [PROFILE_IMAGE_FIELD]: 'invalidImage' });
}

export const profileImageRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(endpoints.saveProfileImage.path, {
    config: { limit: { per: 'user', name: 'upload' } },
    preValidation: requireRole('ROLE_THERAPIST'),
    schema: routeSchema(endpoints.saveProfileImage, { consumes: ['multipart/form-data'] }),
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
      const part = await request.file().catch(brokenMultipart);
      if (!part || part.fieldname !== PROFILE_IMAGE_FIELD) {
        throw new AppError(400, 'validationFailed', { [PROFILE_IMAGE_FIELD]: 'required' });
      }
      // throws 413 past the multipart file size limit; the client's file name and type are never trusted
      const bytes = await part.toBuffer().catch(brokenMultipart);
      const saved = await images.saveProfileImage(ctx, actorOf(request), currentUser(request).id, bytes);
      return reply.code(201).send(saved);
    },
  });

  app.get(endpoints.getProfileImage.path, {
    config: { auth: 'unapproved' },
    schema: routeSchema(endpoints.getProfileImage),
    handler: async (request) => {
      const user = currentUser(request);
      return images.getProfileImage(ctx, request.params.id, { id: user.id, isAdmin: hasRole(user, 'ROLE_ADMIN') });
    },
  });
};
