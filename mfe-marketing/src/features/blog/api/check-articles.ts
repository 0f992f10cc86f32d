/**
 * The articles answer as the blog reads it. It always comes from our API, which serializes it through the contract's
 * `articlesResponseSchema` (a CMS's answer is normalised by the server first), so a production build takes it as
 * served and the blog's first screen loads no zod; development and tests parse it with the schema (loaded on demand),
 * so a drift from the contract shows there, as the typed API client does (@aliento/api-client).
 */
import type { ArticlesResponse } from '@aliento/contracts/articles';

export async function checkArticles(data: unknown): Promise<ArticlesResponse> {
  if (process.env.NODE_ENV === 'production') return data as ArticlesResponse;
  const { articlesResponseSchema } = await import('@aliento/contracts/articles');
  return articlesResponseSchema.parse(data);
}
