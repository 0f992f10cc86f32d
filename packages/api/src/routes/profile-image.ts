/**
 * `POST /api/profile-image` (multipart field `image`, therapists), `GET /api/profile-image/{id}` (the image's name)
 * and `GET /uploads/images/<name>` (the image, from the store every replica shares).
 */
import { text } from '@aliento/contracts/common';
import { PROFILE_IMAGE_FIELD, UPLOADS_IMAGES_PATH } from '@aliento/contracts/profile-image';
import { z } from 'zod';
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
/** The name is the hash of the bytes: a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an `If-None-Match` header names `etag` (or is `*`). */
const matches = (header: string | undefined, etag: string) =>
  !!header &&
  header
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === etag || s === '*');

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

  app.get(`${UPLOADS_IMAGES_PATH}:name`, {
    config: { auth: 'public' },
    schema: { hide: true, params: z.object({ name: text().max(200, { error: 'tooLong' }) }) },
    handler: async (request, reply) => {
      const image = await images.readStoredImage(ctx, request.params.name);
      if (!image) throw new AppError(404, 'notFound');
      const etag = `"${image.hash}"`;
      reply.headers({ 'cache-control': IMMUTABLE, etag });
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  });
};
