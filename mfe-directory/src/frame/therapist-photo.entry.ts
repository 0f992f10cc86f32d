/** The script the prerender inlines into a therapist's page's frame (see therapist-photo.ts). */
import { paintTherapistPhoto, type FramePage } from './therapist-photo';

// index.html's script starts the app's scripts once this painter has drawn (or will not): its photo is asked for first
const page = window as Window & FramePage & { __alientoPainting?: Promise<boolean> };
page.__alientoPainting = paintTherapistPhoto(page).catch(() => false);
