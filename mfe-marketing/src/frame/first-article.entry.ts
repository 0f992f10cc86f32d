/** The script the prerender inlines into the blog's frame (see first-article.ts). */
import { paintFirstArticle, type FramePage } from './first-article';

// index.html's script starts the app's scripts once this painter has drawn (or will not): its photo is asked for first
const page = window as Window & FramePage & { __alientoPainting?: Promise<boolean> };
page.__alientoPainting = paintFirstArticle(page).catch(() => false);
