/**
 * The SQL of therapists: their profiles (`therapists`, joined with their user for the names) and their weekly
 * availability (`therapist_availability`); the rules are in services/therapists.ts, services/scheduling.ts and beside.
 */
import type { Language } from '@aliento/contracts/enums';
import type { UpdateTherapistRequest } from '@aliento/contracts/therapists';
import type { Queryable } from '../db';

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

/** `FROM` clause joining a therapist to its user (aliases `t` and `u`, as {@link THERAPIST_COLUMNS} expects). */
const THERAPIST_FROM = 'FROM therapists t JOIN users u ON u.id = t.user_id';

/** Therapists holding the therapist role, by name; only approved or unapproved ones when `approved` is not null. */
export async function therapistDirectoryRows(q: Queryable, approved: boolean | null): Promise<TherapistRow[]> {
  const r = await q.query<TherapistRow>(
    `SELECT ${THERAPIST_COLUMNS} ${THERAPIST_FROM}
     WHERE 'ROLE_THERAPIST' = ANY (u.roles) AND ($1::boolean IS NULL OR t.approved = $1::boolean)
     ORDER BY lower(u.last_name), lower(u.first_name), t.user_id`,
    [approved],
  );
  return r.rows;
}

/** Reads a therapist row (null when the user has no therapist profile). */
export async function findTherapist(q: Queryable, id: string): Promise<TherapistRow | null> {
  const r = await q.query<TherapistRow>(`SELECT ${THERAPIST_COLUMNS} ${THERAPIST_FROM} WHERE t.user_id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** The approval of a user holding the therapist role (null when not a therapist). */
export async function therapistApproval(q: Queryable, id: string): Promise<{ approved: boolean } | null> {
  const r = await q.query<{ approved: boolean }>(
    `SELECT t.approved FROM therapists t JOIN users u ON u.id = t.user_id WHERE t.user_id = $1 AND 'ROLE_THERAPIST' = ANY (u.roles)`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Whether the user has a therapist profile. */
export async function therapistExists(q: Queryable, userId: string): Promise<boolean> {
  const exists = await q.query('SELECT 1 FROM therapists WHERE user_id = $1', [userId]);
  return exists.rows.length > 0;
}

/** Whether the user has an approved therapist profile. */
export async function approvedTherapistExists(q: Queryable, userId: string): Promise<boolean> {
  const exists = await q.query('SELECT 1 FROM therapists WHERE user_id = $1 AND approved', [userId]);
  return exists.rows.length > 0;
}

/** Locks a therapist's profile row (changes of one therapist queue); answers whether there is one. */
export async function lockTherapist(q: Queryable, id: string): Promise<boolean> {
  const locked = await q.query('SELECT 1 FROM therapists WHERE user_id = $1 FOR UPDATE', [id]);
  return locked.rows[0] !== undefined;
}

/** Locks a therapist's profile row for a booking (one booking at a time per therapist). */
export async function lockTherapistForBooking(q: Queryable, therapistId: string): Promise<void> {
  await q.query('SELECT user_id FROM therapists WHERE user_id = $1 FOR UPDATE', [therapistId]);
}

/** Creates an empty, unapproved therapist profile unless the user has one. */
export async function insertTherapistIfMissing(q: Queryable, userId: string): Promise<void> {
  await q.query('INSERT INTO therapists (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
}

/** A new therapist's profile as registered. */
export type TherapistInsert = {
  userId: string;
  gender: string | null;
  lgbtq: boolean;
  orientation: boolean;
  countryOfOrigin: string;
  specialties: string[];
  certifications: string;
  whatsapp: string;
  facebook: string;
  instagram: string;
  twitter: string;
  linkedin: string;
};

/** Inserts a registering therapist's profile, unapproved. */
export async function insertTherapist(q: Queryable, t: TherapistInsert): Promise<void> {
  await q.query(
    `INSERT INTO therapists (user_id, approved, gender, lgbtq, orientation, country_of_origin, specialties,
             certifications, whatsapp, facebook, instagram, twitter, linkedin)
           VALUES ($1, false, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11, $12)`,
    [
      t.userId,
      t.gender,
      t.lgbtq,
      t.orientation,
      t.countryOfOrigin,
      t.specialties,
      t.certifications,
      t.whatsapp,
      t.facebook,
      t.instagram,
      t.twitter,
      t.linkedin,
    ],
  );
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

/**
 * Partial update of a therapist's profile: the fields present in `fields` (`about` in `lang`) and, with `approval`,
 * the approval (approving keeps the first approval time, records who). Nothing is sent when nothing changes.
 */
export async function updateTherapistRow(
  q: Queryable,
  id: string,
  fields: UpdateTherapistRequest,
  lang: Language,
  approval: { approved: boolean; by: string } | null,
): Promise<void> {
  const { sets, params } = therapistAssignments(fields, lang);
  if (approval) {
    params.push(approval.approved, approval.by);
    const a = params.length;
    sets.push(
      `approved = $${a},` +
        ` approved_at = CASE WHEN $${a}::boolean THEN COALESCE(CASE WHEN t.approved THEN t.approved_at END, now()) END,` +
        ` approved_by = CASE WHEN $${a}::boolean THEN $${a + 1}::uuid END`,
    );
  }
  if (sets.length > 0) {
    await q.query(`UPDATE therapists t SET ${sets.join(', ')}, updated_at = now() WHERE t.user_id = $1`, [id, ...params]);
  }
}

/** Sets a therapist's image under a row lock; answers the previous one (undefined when not a therapist). */
export async function replaceProfileImage(q: Queryable, userId: string, name: string): Promise<{ previous: string | null } | undefined> {
  const r = await q.query<{ previous: string | null }>(
    `UPDATE therapists t SET profile_image = $2, updated_at = now()
         FROM (SELECT user_id, profile_image AS previous FROM therapists WHERE user_id = $1 FOR UPDATE) o
         WHERE t.user_id = o.user_id RETURNING o.previous`,
    [userId, name],
  );
  return r.rows[0];
}

/** A therapist's image and approval (null when not a therapist). */
export async function profileImageRow(q: Queryable, userId: string): Promise<{ profile_image: string | null; approved: boolean } | null> {
  const r = await q.query<{ profile_image: string | null; approved: boolean }>('SELECT profile_image, approved FROM therapists WHERE user_id = $1', [
    userId,
  ]);
  return r.rows[0] ?? null;
}

/** A weekly availability row (`weekly` is JSON, or its text). */
export type AvailabilityRow<W> = { time_zone: string; weekly: W[] | string };

/** A therapist's availability row (null when none saved). */
export async function availabilityRow<W>(q: Queryable, therapistId: string): Promise<AvailabilityRow<W> | null> {
  const r = await q.query<AvailabilityRow<W>>('SELECT time_zone, weekly FROM therapist_availability WHERE therapist_id = $1', [therapistId]);
  return r.rows[0] ?? null;
}

/** Saves a therapist's availability (`weekly` as JSON text). */
export async function upsertAvailability(q: Queryable, therapistId: string, timeZone: string, weekly: string): Promise<void> {
  await q.query(
    `INSERT INTO therapist_availability (therapist_id, time_zone, weekly) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (therapist_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, weekly = EXCLUDED.weekly, updated_at = now()`,
    [therapistId, timeZone, weekly],
  );
}

/** Whether a therapist's saved availability has any window (undefined when none saved). */
export async function availabilityIsOpen(q: Queryable, therapistId: string): Promise<boolean | undefined> {
  const r = await q.query<{ open: boolean }>(`SELECT jsonb_array_length(weekly) > 0 AS open FROM therapist_availability WHERE therapist_id = $1`, [
    therapistId,
  ]);
  return r.rows[0]?.open;
}
