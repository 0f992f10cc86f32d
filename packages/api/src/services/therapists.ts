/** Therapist profiles: row-to-API mapping, the directory, reads and updates (by the therapist or an admin). */
import type { AdminUpdateTherapistRequest } from '@aliento/contracts/admin';
import type { Language, Role, Specialty, TherapistGender } from '@aliento/contracts/enums';
import type { TherapistProfile, UpdateTherapistRequest } from '@aliento/contracts/therapists';
import { userEmailAndLanguage } from '../data/users';
import type { Queryable } from '../db';
import { forbidden, notFound } from '../lib/app-error';
import { therapistApprovedMail } from '../mail/templates';
import { changesBetween, recordAudit } from './audit';
import type { ServiceContext } from './context';

/** Columns selected for a therapist profile joined with its user (`t` = therapists, `u` = users). */
export const THERAPIST_COLUMNS = `
  t.user_id, t.approved, t.gender, t.lgbtq, t.orientation, t.country_of_origin, t.specialties, t.certifications,
  t.experience, t.about_es, t.about_en, t.calendly, t.facebook, t.linkedin, t.instagram, t.twitter, t.whatsapp,
  t.profile_image, u.first_name, u.last_name`;

/** A therapist row as selected with {@link THERAPIST_COLUMNS}. */
export type TherapistRow = {
  user_id: string;
  approved: boolean;
  gender: string | null;
  lgbtq: boolean;
  orientation: boolean;
  country_of_origin: string;
  specialties: string[];
  certifications: string;
  experience: number;
  about_es: string;
  about_en: string;
  calendly: string;
  facebook: string;
  linkedin: string;
  instagram: string;
  twitter: string;
  whatsapp: string;
  profile_image: string | null;
  first_name: string;
  last_name: string;
};

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

/** `FROM` clause joining a therapist to its user (aliases `t` and `u`, as {@link THERAPIST_COLUMNS} expects). */
const THERAPIST_FROM = 'FROM therapists t JOIN users u ON u.id = t.user_id';

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
  const r = await ctx.db.query<TherapistRow>(
    `SELECT ${THERAPIST_COLUMNS} ${THERAPIST_FROM}
     WHERE 'ROLE_THERAPIST' = ANY (u.roles) AND ($1::boolean IS NULL OR t.approved = $1::boolean)
     ORDER BY lower(u.last_name), lower(u.first_name), t.user_id`,
    [approved],
  );
  return r.rows.map((row) => toTherapistProfile(row, lang));
}

/** Reads a therapist row (null when the user has no therapist profile). */
export async function findTherapist(q: Queryable, id: string): Promise<TherapistRow | null> {
  const r = await q.query<TherapistRow>(`SELECT ${THERAPIST_COLUMNS} ${THERAPIST_FROM} WHERE t.user_id = $1`, [id]);
  return r.rows[0] ?? null;
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

/** Editable fields: API name → column. `about` is stored in the request's language. */
const FIELD_COLUMNS = {
  calendly: 'calendly',
  facebook: 'facebook',
  linkedin: 'linkedin',
  instagram: 'instagram',
  twitter: 'twitter',
  whatsapp: 'whatsapp',
  therapistGender: 'gender',
  therapistLGBTQ: 'lgbtq',
  therapistOrientation: 'orientation',
  therapistCountryOfOrigin: 'country_of_origin',
  specialties: 'specialties',
  certifications: 'certifications',
  experience: 'experience',
} as const satisfies Partial<Record<keyof UpdateTherapistRequest, string>>;

/** Builds the `SET` list and parameters of a partial update (parameters start at `$2`; `$1` is the user id). */
function therapistAssignments(body: UpdateTherapistRequest, lang: Language): { sets: string[]; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  const add = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length + 1}${cast}`);
  };
  for (const [field, column] of Object.entries(FIELD_COLUMNS) as [keyof typeof FIELD_COLUMNS, string][]) {
    const value = body[field];
    if (value === undefined) continue;
    if (field === 'specialties') add(column, [...new Set(value as string[])], '::text[]');
    else add(column, value);
  }
  if (body.about !== undefined) add(lang === 'en' ? 'about_en' : 'about_es', body.about);
  return { sets, params };
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
  const { sets, params } = therapistAssignments(fields, lang);
  if (approved !== undefined && actor.role === 'ROLE_ADMIN') {
    params.push(approved, actor.id);
    const a = params.length;
    sets.push(
      `approved = $${a},` +
        ` approved_at = CASE WHEN $${a}::boolean THEN COALESCE(CASE WHEN t.approved THEN t.approved_at END, now()) END,` +
        ` approved_by = CASE WHEN $${a}::boolean THEN $${a + 1}::uuid END`,
    );
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await tx.query('SELECT 1 FROM therapists WHERE user_id = $1 FOR UPDATE', [id]);
    if (!locked.rows[0]) throw notFound('userNotFound');
    const before = (await findTherapist(tx, id)) as TherapistRow;
    if (sets.length > 0) {
      await tx.query(`UPDATE therapists t SET ${sets.join(', ')}, updated_at = now() WHERE t.user_id = $1`, [id, ...params]);
    }
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
