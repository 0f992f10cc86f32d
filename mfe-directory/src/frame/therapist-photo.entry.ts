/** The script the prerender inlines into a therapist's page's frame (see therapist-photo.ts). */
import { paintTherapistPhoto, type FramePage } from './therapist-photo';

paintTherapistPhoto(window as Window & FramePage).catch(() => undefined);
