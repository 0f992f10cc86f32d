/** The script the prerender inlines into the therapists list's frame (see first-card.ts). */
import { paintFirstCard, type FramePage } from './first-card';

// index.html's script starts the app's scripts once this painter has drawn (or will not): its photo is asked for first
const page = window as Window & FramePage & { __alientoPainting?: Promise<boolean> };
page.__alientoPainting = paintFirstCard(page).catch(() => false);
