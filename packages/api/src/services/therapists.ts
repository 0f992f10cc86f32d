/** Therapist profiles: row-to-API mapping, the directory, reads and updates (by the therapist or an admin). */
import type { AdminUpdateTherapistRequest } from '@aliento/contracts/admin';
import type { Language, Role, Specialty, TherapistGender } from '@aliento/contracts/enums';
import type { TherapistProfile, UpdateTherapistRequest } from '@aliento/contracts/therapists';
import { findTherapist, lockTherapist, therapistDirectoryRows, type TherapistRow, updateTherapistRow } from '../data/therapists';
import { userEmailAndLanguage } from '../data/users';
import { forbidden, notFound } from '../lib/app-error';
import { therapistApprovedMail } from '../mail/templates';
import { changesBetween, recordAudit } from './audit';
import type { ServiceContext } from './context';

/**
 * Maps a row to the API shape; `about` is in `lang`, falling back to the other language. The private contact
 * field (WhatsApp) is included only for `private` access: the therapist themself and admins.
 */
export function toTherapistProfile(row: TherapistRow, lang: Language, access: 'public' | 'private' = 'public'): TherapistProfile {
  const about = lang === 'en' ? row.about_en || row.about_es : row.about_es || row.about_en;
  return {
    _id: row.user_id,
    user: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    therapistGender: (row.gender as TherapistGender | null) ?? null,
    therapistLGBTQ: row.lgbtq,
    therapistOrientation: row.orientation,
    therapistCountryOfOrigin: row.country_of_origin,
    specialties: row.specialties as Specialty[],
    certifications: row.certifications,
    experience: row.experience,
    about,
    aboutI18n: { es: row.about_es, en: row.about_en },
    calendly: row.calendly,
    facebook: row.facebook,
    linkedin: row.linkedin,
    instagram: row.instagram,
    twitter: row.twitter,
    ...(access === 'private' ? { whatsapp: row.whatsapp } : {}),
    profileImage: row.profile_image,
    approved: row.approved,
  };
}

/** Who may see unapproved therapists: admins (any) and the therapist themself. */
export type TherapistViewer = { id: string; isAdmin: boolean };

/**
 * The directory: approved therapists holding the therapist role, by name, in one query. Only admins may ask
 * for unapproved ones (`approved: false`) or for everyone (`approved` absent).
 */
export async function listTherapists(
  ctx: ServiceContext,
  opts: { approved?: 'true' | 'false'; viewer: TherapistViewer },
  lang: Language,
): Promise<TherapistProfile[]> {
  if (opts.approved === 'false' && !opts.viewer.isAdmin) throw forbidden();
  const approved = opts.viewer.isAdmin ? (opts.approved === undefined ? null : opts.approved === 'true') : true;
  const rows = await therapistDirectoryRows(ctx.db, approved);
  return rows.map((row) => toTherapistProfile(row, lang));
}

/**
 * One therapist. Approved ones are visible to every signed-in user (their public profile); an unapproved one only
 * to themself and admins (anyone else gets the same 404 as for an unknown id), who also see the private fields.
 */
export async function getTherapist(ctx: ServiceContext, id: string, viewer: TherapistViewer, lang: Language): Promise<TherapistProfile> {
  const row = await findTherapist(ctx.db, id);
  const own = viewer.isAdmin || viewer.id === id;
  if (!row || (!row.approved && !own)) throw notFound();
  return toTherapistProfile(row, lang, own ? 'private' : 'public');
}

/** Partial update of a therapist's profile by the therapist or an admin (404 when not a therapist). */
export async function updateTherapist(
  ctx: ServiceContext,
  actor: Editor,
  id: string,
  body: UpdateTherapistRequest,
  lang: Language,
): Promise<TherapistProfile> {
  return adminUpdateTherapist(ctx, actor, { ...body, _id: id, approved: undefined }, lang);
}

/** Who edits a therapist: the therapist themself or an admin. */
type Editor = { id: string; role: Role };

/** The editable profile as the trail records it (both languages of `about`). */
const auditedProfile = (r: TherapistRow) => ({
  therapistGender: r.gender,
  therapistLGBTQ: r.lgbtq,
  therapistOrientation: r.orientation,
  therapistCountryOfOrigin: r.country_of_origin,
  specialties: r.specialties,
  certifications: r.certifications,
  experience: r.experience,
  aboutEs: r.about_es,
  aboutEn: r.about_en,
  calendly: r.calendly,
  facebook: r.facebook,
  linkedin: r.linkedin,
  instagram: r.instagram,
  twitter: r.twitter,
  whatsapp: r.whatsapp,
});

/**
 * Admin update of a therapist: the profile fields and optionally the approval (approving records who and when,
 * and mails the therapist once; the `approved` claim follows on the next request since it is read from the DB).
 */
export async function adminUpdateTherapist(
  ctx: ServiceContext,
  actor: Editor,
  body: AdminUpdateTherapistRequest,
  lang: Language,
): Promise<TherapistProfile> {
  const { _id: id, approved, ...fields } = body;
  const approval = approved !== undefined && actor.role === 'ROLE_ADMIN' ? { approved, by: actor.id } : null;
  return ctx.db.transaction(async (tx) => {
    if (!(await lockTherapist(tx, id))) throw notFound('userNotFound');
    const before = (await findTherapist(tx, id)) as TherapistRow;
    await updateTherapistRow(tx, id, fields, lang, approval);
    const row = (await findTherapist(tx, id)) as TherapistRow;
    await recordAudit(tx, {
      actor,
      action: 'approval.changed',
      subjectId: id,
      changes: changesBetween({ approved: before.approved }, { approved: row.approved }),
    });
    await recordAudit(tx, {
      actor,
      action: 'therapist_profile.updated',
      subjectId: id,
      changes: changesBetween(auditedProfile(before), auditedProfile(row)),
    });
    if (approved === true && !before.approved) {
      const u = await userEmailAndLanguage(tx, id);
      const mail = therapistApprovedMail(u.language, { firstName: row.first_name, link: `${ctx.config.publicWebUrl}/signin` });
      await ctx.mailer.enqueue(tx, { to: u.email, ...mail, kind: 'therapist-approved', language: u.language });
    }
    // only the therapist themself (updateTherapist) or an admin gets here
    return toTherapistProfile(row, lang, 'private');
  });
}
