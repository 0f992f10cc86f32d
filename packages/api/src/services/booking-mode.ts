/**
 * How clients book a therapist, decided by the server: on their Calendly page when Aliento can verify bookings
 * there (their own connected account, or their membership of the organization of `CALENDLY_TOKEN`), else on their
 * built-in weekly availability, else nowhere yet ("no open times yet", never an empty list or a broken widget).
 */
import type { BookingMode } from '@aliento/contracts/calendly';
import { availabilityIsOpen, findTherapist } from '../data/therapists';
import { notFound } from '../lib/app-error';
import { calendlyOf } from '../scheduling/calendly';
import type { ServiceContext } from './context';
import type { TherapistViewer } from './therapists';

/** `GET /api/therapists/{id}/booking`: visible like the therapist's profile (unapproved: themself and admins). */
export async function getBookingMode(ctx: ServiceContext, therapistId: string, viewer: TherapistViewer): Promise<BookingMode> {
  const therapist = await findTherapist(ctx.db, therapistId);
  if (!therapist || (!therapist.approved && !viewer.isAdmin && viewer.id !== therapistId)) throw notFound();
  const page = await calendlyOf(ctx).bookingPage(therapistId, therapist.calendly);
  if (page) return { mode: 'calendly', schedulingUrl: page };
  return (await availabilityIsOpen(ctx.db, therapistId)) ? { mode: 'builtin' } : { mode: 'none' };
}
