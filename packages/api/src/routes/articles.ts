/**
 * The blog (public), the one place the browser reads it: `GET /api/articles?populate=image`,
 * `GET /api/articles?filters[slug][$eq]=<slug>`, from the CMS at CMS_URL when set (cms/), else the built-in
 * articles, whose images are served at `/uploads/articles/<name>`.
 */
import { text } from '@aliento/contracts/common';
import { languageFromHeader } from '@aliento/contracts/messages';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CmsArticles } from '../cache/articles';
import { compressFor } from '../cache/compress';
import { pickCoding } from '../lib/accept-encoding';
import { AppError } from '../lib/app-error';
import { articleImagesDir, listArticles } from '../services/articles';
import { imagePath } from '../services/profile-images';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

/** Smaller bodies are sent as they are (compressing them saves less than its own cost). */
const COMPRESS_FROM_BYTES = 1024;

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
      // a page of articles carries their whole text (20-40 KiB of JSON): compressed when the reader accepts it
      const json = Buffer.from(JSON.stringify(data));
      const coding = json.length >= COMPRESS_FROM_BYTES ? pickCoding(request.headers['accept-encoding']) : null;
      reply.headers({
        'cache-control': 'public, max-age=60',
        vary: 'X-Language, Accept-Encoding',
        'content-type': 'application/json; charset=utf-8',
      });
      // the bytes are the body already serialised (the reply's typed send takes the object)
      const bytes = reply as FastifyReply;
      if (!coding) return bytes.send(json);
      return bytes.header('content-encoding', coding).send(await compressFor(json, coding));
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
