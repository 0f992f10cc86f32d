/**
 * Blog articles in the Strapi response shape (built-in content service or a real Strapi at `CMS_URL`):
 * `GET /api/articles?populate=image` and `GET /api/articles?filters[slug][$eq]={slug}&populate=image`.
 */
import { z } from 'zod';
import { text } from './common';

/** `GET /api/articles` query (Strapi's bracketed filter key is kept as is). */
export const articlesQuerySchema = z.object({
  populate: text().max(50, { error: 'tooLong' }).optional(),
  'filters[slug][$eq]': text().max(200, { error: 'tooLong' }).optional(),
  /** Strapi i18n locale (`es`, `en`, `en-US`...); without it the built-in service uses `X-Language`, else Spanish. */
  locale: text().max(20, { error: 'tooLong' }).optional(),
});
/** `GET /api/articles` query. */
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;

/** One article. `content` is markdown; `image.data` is null when the article has no image. */
export const articleSchema = z.object({
  id: z.number().int(),
  attributes: z.object({
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    /** Reading time text or minutes, as the CMS stores it. */
    timeToRead: z.union([z.string(), z.number()]),
    content: z.string(),
    publishedAt: z.string().optional(),
    image: z
      .object({
        data: z
          .object({ attributes: z.object({ url: z.string(), alternativeText: z.string().nullable().optional() }) })
          .nullable(),
      })
      .optional(),
  }),
});
/** One article. */
export type Article = z.infer<typeof articleSchema>;

/** `GET /api/articles` answer. */
export const articlesResponseSchema = z.object({
  data: z.array(articleSchema),
  meta: z
    .object({
      pagination: z
        .object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() })
        .optional(),
    })
    .optional(),
});
/** `GET /api/articles` answer. */
export type ArticlesResponse = z.infer<typeof articlesResponseSchema>;
