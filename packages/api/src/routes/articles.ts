/**
 * The built-in blog (public): `GET /api/articles?populate=image`, `GET /api/articles?filters[slug][$eq]=<slug>`,
 * and the article images at `/uploads/articles/<name>`.
 */
import { articlesQuerySchema, articlesResponseSchema } from '@aliento/contracts/articles';
import { errorResponses } from '@aliento/contracts/errors';
import { languageFromHeader } from '@aliento/contracts/messages';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { articleImagesDir, listArticles } from '../services/articles';
import { imagePath } from '../services/profile-images';
import type { RoutePlugin } from './types';

export const articleRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/articles', {
    config: { auth: 'public' },
    schema: {
      tags: ['articles'],
      summary: 'Published articles in the Strapi shape (optionally one slug); `locale` or X-Language picks the language',
      // Fastify's query parser keeps `filters[slug][$eq]` as one literal key, which the schema names as is
      querystring: articlesQuerySchema,
      response: { 200: articlesResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { locale, 'filters[slug][$eq]': slug } = request.query;
      const data = await listArticles(ctx, { slug, locale: locale ? languageFromHeader(locale) : request.lang });
      return reply.headers({ 'cache-control': 'public, max-age=60', vary: 'X-Language' }).send(data);
    },
  });

  app.get('/uploads/articles/:name', {
    config: { auth: 'public' },
    schema: { hide: true, params: z.object({ name: z.string().max(200) }) },
    handler: async (request, reply) => {
      const dir = articleImagesDir(ctx.config.dataDir);
      if (!imagePath(dir, request.params.name)) throw new AppError(404, 'notFound');
      return reply.sendFile(request.params.name, dir, { maxAge: '7d', immutable: true, dotfiles: 'deny' });
    },
  });
};
