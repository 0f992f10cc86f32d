/** Cards per page: four rows of the three-column grid. */
export const ARTICLES_PAGE_SIZE = 12;

/** `{api}/api/articles?populate=image&pagination[page]=n&pagination[pageSize]=12`: one page of the blog list. */
export function articlesPageUrl(base: string, page: number): string {
  const query = new URLSearchParams({ populate: 'image', 'pagination[page]': String(page), 'pagination[pageSize]': String(ARTICLES_PAGE_SIZE) });
  return `${base}/api/articles?${query.toString()}`;
}
