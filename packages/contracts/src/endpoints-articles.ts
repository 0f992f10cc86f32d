/** The API's articles endpoints (see endpoints.ts). */
import { articlesQuerySchema, articlesResponseSchema } from './articles';
import { endpoint } from './endpoint';

export const articlesEndpoints = {
  listArticles: endpoint({
    method: 'GET',
    path: '/api/articles',
    tags: ['articles'],
    summary: 'Published articles in the Strapi shape (optionally one slug, paged); `locale` or X-Language picks the language; from CMS_URL when set',
    query: articlesQuerySchema,
    response: articlesResponseSchema,
  }),
};
