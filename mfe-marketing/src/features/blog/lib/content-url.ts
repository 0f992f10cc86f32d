/**
 * Where a blog image is: built-in article images are relative to the API (`/uploads/articles/...`), CMS images come
 * absolute. Pure (no client, no core), so the blog's frame painter (src/frame/first-article.ts) draws the same URL.
 */
export function resolveContentUrl(url: string, base: string): string {
  try {
    return new URL(url, `${base}/`).toString();
  } catch {
    return url;
  }
}
