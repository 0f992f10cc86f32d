/** The script the prerender inlines into the blog's frame (see first-article.ts). */
import { paintFirstArticle, type FramePage } from './first-article';

paintFirstArticle(window as Window & FramePage).catch(() => undefined);
