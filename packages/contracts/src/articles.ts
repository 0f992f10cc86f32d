/**
 * Blog articles in the Strapi (v4) response shape, always from our API: its built-in articles, or a Strapi 5 or 4
 * at `CMS_URL` read and normalised by the server. `GET /api/articles?populate=image` and
 * `GET /api/articles?filters[slug][$eq]={slug}&populate=image`, with `pagination[page]` and `pagination[pageSize]`.
 */
import { z } from 'zod';
import { dateTimeText, text } from './common';
import { languageSchema } from './enums';

/** `GET /api/articles` query (Strapi's bracketed filter key is kept as is). */
export const articlesQuerySchema = z.object({
  populate: text().max(50, { error: 'tooLong' }).optional(),
  'filters[slug][$eq]': text().max(200, { error: 'tooLong' }).optional(),
  /** Strapi i18n locale (`es`, `en`, `en-US`...); without it the reader's `X-Language`, else Spanish. */
  locale: text().max(20, { error: 'tooLong' }).optional(),
  /** Strapi's paging keys, kept as is: page from 1, up to 100 articles a page (Strapi's default 25). */
  'pagination[page]': z.coerce
    .number({ error: 'invalidNumber' })
    .int({ error: 'invalidNumber' })
    .min(1, { error: 'invalidValue' })
    .max(1000, { error: 'invalidValue' })
    .default(1),
  'pagination[pageSize]': z.coerce
    .number({ error: 'invalidNumber' })
    .int({ error: 'invalidNumber' })
    .min(1, { error: 'invalidValue' })
    .max(100, { error: 'invalidValue' })
    .default(25),
});
/** `GET /api/articles` query. */
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;

/**
 * One article. `html` is the article as HTML, sanitised by the server (markdown, the HTML editors put in it, and Blocks
 * are rendered to it): what the blog shows. `content` is the same article as markdown with any raw HTML escaped, kept
 * for clients released before `html` existed. `image.data` is
 * null when the article has no image, and its `url` is absolute for CMS images, relative to the API otherwise.
 */
export const articleSchema = z.object({
  id: z.number().int(),
  attributes: z.object({
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    /** Reading time text or minutes, as the CMS stores it. */
    timeToRead: z.union([z.string(), z.number()]),
    content: z.string(),
    /** Sanitised HTML of the article; absent only from an API older than this field. */
    html: z.string().optional(),
    /** The language it is written in: an article missing in the reader's language is answered in Spanish, and says so. */
    locale: languageSchema.optional(),
    publishedAt: dateTimeText().optional(),
    image: z
      .object({
        data: z.object({ attributes: z.object({ url: z.string(), alternativeText: z.string().nullable().optional() }) }).nullable(),
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
      pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }).optional(),
    })
    .optional(),
});
/** `GET /api/articles` answer. */
export type ArticlesResponse = z.infer<typeof articlesResponseSchema>;
