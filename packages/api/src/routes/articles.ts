/**
 * The blog (public), the one place the browser reads it: `GET /api/articles?populate=image`,
 * `GET /api/articles?filters[slug][$eq]=<slug>`, from the CMS at CMS_URL when set (cms/), else the built-in
 * articles, whose images are served at `/uploads/articles/<name>`.
 */
import { text } from '@aliento/contracts/common';
import { languageFromHeader } from '@aliento/contracts/messages';
import { z } from 'zod';
import { CmsArticles } from '../cache/articles';
import { AppError } from '../lib/app-error';
import { articleImagesDir, listArticles } from '../services/articles';
import { imagePath } from '../services/profile-images';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

export const articleRoutes: RoutePlugin = async (app, { ctx }) => {
  const { cmsUrl, cms: cmsConfig } = ctx.config;
  const cms = cmsUrl ? new CmsArticles(ctx.db, { url: cmsUrl, ...cmsConfig }, app.log) : null;

  app.get(endpoints.listArticles.path, {
    config: { auth: 'public' },
    schema: routeSchema(endpoints.listArticles),
    handler: async (request, reply) => {
      const { locale, 'filters[slug][$eq]': slug, 'pagination[page]': page, 'pagination[pageSize]': pageSize } = request.query;
      const query = { slug, page, pageSize, locale: locale ? languageFromHeader(locale) : request.lang };
      const data = cms ? await cms.list(query) : await listArticles(ctx, query);
      return reply.headers({ 'cache-control': 'public, max-age=60', vary: 'X-Language' }).send(data);
    },
  });

  app.get('/uploads/articles/:name', {
    config: { auth: 'public' },
    schema: { hide: true, params: z.object({ name: text().max(200, { error: 'tooLong' }) }) },
    handler: async (request, reply) => {
      const dir = articleImagesDir(ctx.config.dataDir);
      if (!imagePath(dir, request.params.name)) throw new AppError(404, 'notFound');
      return reply.sendFile(request.params.name, dir, { maxAge: '7d', immutable: true, dotfiles: 'deny' });
    },
  });
};
