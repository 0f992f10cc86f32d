/** The script the prerender inlines into the therapists list's frame (see first-card.ts). */
import { paintFirstCard, type FramePage } from './first-card';

paintFirstCard(window as Window & FramePage).catch(() => undefined);
