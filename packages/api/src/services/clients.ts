/** Client preferences (the client profile): read, create once, update; by the client or an admin. */
import type { ClientPreferencesRequest, ClientProfile } from '@aliento/contracts/clients';
import type { GenderPreference, Specialty } from '@aliento/contracts/enums';
import { userRoles } from '../data/users';
import type { Queryable } from '../db';
import { AppError, notFound } from '../lib/app-error';
import { changesBetween, recordAudit, type AuditActor } from './audit';
import type { ServiceContext } from './context';

type ClientProfileRow = {
  id: string;
  user_id: string;
  therapist_gender: string;
  therapist_orientation: boolean;
  therapist_lgbtq: boolean;
  therapist_country_of_origin: string;
  specialties: string[];
  therapy_type: string | null;
  age: string | null;
  referral: string | null;
};

const COLUMNS = `id, user_id, therapist_gender, therapist_orientation, therapist_lgbtq, therapist_country_of_origin,
  specialties, therapy_type, age, referral`;

function toClientProfile(row: ClientProfileRow): ClientProfile {
  return {
    _id: row.id,
    user: row.user_id,
    therapistGender: row.therapist_gender as GenderPreference,
    therapistOrientation: row.therapist_orientation,
    therapistLGBTQ: row.therapist_lgbtq,
    therapistCountryOfOrigin: row.therapist_country_of_origin,
    specialties: row.specialties as Specialty[],
    therapyType: row.therapy_type,
    age: row.age,
    referral: row.referral,
  };
}

/** The preferences of a client (404 when none were created yet). */
export async function getClientProfile(ctx: ServiceContext, userId: string): Promise<ClientProfile> {
  const r = await ctx.db.query<ClientProfileRow>(`SELECT ${COLUMNS} FROM client_profiles WHERE user_id = $1`, [userId]);
  if (!r.rows[0]) throw notFound();
  return toClientProfile(r.rows[0]);
}

/** Only users holding the client role have preferences (404 otherwise). */
async function assertClient(q: Queryable, userId: string): Promise<void> {
  const user = await userRoles(q, userId);
  if (!user || !user.roles.includes('ROLE_CLIENT')) throw notFound('userNotFound');
}

const params = (userId: string, b: ClientPreferencesRequest) => [
  userId,
  b.therapistGender,
  b.therapistOrientation,
  b.therapistLGBTQ,
  b.therapistCountryOfOrigin,
  [...new Set(b.specialties)],
  b.therapyType ?? null,
  b.age ?? null,
  b.referral ?? null,
];

/** The preferences as the trail records them (the answer without its ids). */
const preferencesOf = (row: ClientProfileRow | undefined) => {
  if (!row) return null;
  const { _id: _ignored, user: _user, ...preferences } = toClientProfile(row);
  return preferences;
};

/** Creates the preferences; 409 when the client already has them. */
export async function createClientProfile(
  ctx: ServiceContext,
  actor: AuditActor,
  userId: string,
  body: ClientPreferencesRequest,
): Promise<ClientProfile> {
  await assertClient(ctx.db, userId);
  return ctx.db.transaction(async (tx) => {
    const r = await tx.query<ClientProfileRow>(
      `INSERT INTO client_profiles (user_id, therapist_gender, therapist_orientation, therapist_lgbtq,
         therapist_country_of_origin, specialties, therapy_type, age, referral)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9)
       ON CONFLICT (user_id) DO NOTHING RETURNING ${COLUMNS}`,
      params(userId, body),
    );
    if (!r.rows[0]) throw new AppError(409, 'alreadyExists');
    await recordAudit(tx, {
      actor,
      action: 'client_preferences.updated',
      subjectId: userId,
      changes: changesBetween(null, preferencesOf(r.rows[0]) ?? {}),
    });
    return toClientProfile(r.rows[0]);
  });
}

/**
 * Replaces the preferences (created when missing, so a first save never races a create). Omitted therapy type,
 * age and referral keep their stored values.
 */
export async function updateClientProfile(
  ctx: ServiceContext,
  actor: AuditActor,
  userId: string,
  body: ClientPreferencesRequest,
): Promise<ClientProfile> {
  await assertClient(ctx.db, userId);
  return ctx.db.transaction(async (tx) => {
    const before = await tx.query<ClientProfileRow>(`SELECT ${COLUMNS} FROM client_profiles WHERE user_id = $1 FOR UPDATE`, [userId]);
    const r = await tx.query<ClientProfileRow>(
      `INSERT INTO client_profiles AS c (user_id, therapist_gender, therapist_orientation, therapist_lgbtq,
         therapist_country_of_origin, specialties, therapy_type, age, referral)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9)
       ON CONFLICT (user_id) DO UPDATE SET
         therapist_gender = EXCLUDED.therapist_gender,
         therapist_orientation = EXCLUDED.therapist_orientation,
         therapist_lgbtq = EXCLUDED.therapist_lgbtq,
         therapist_country_of_origin = EXCLUDED.therapist_country_of_origin,
         specialties = EXCLUDED.specialties,
         therapy_type = COALESCE(EXCLUDED.therapy_type, c.therapy_type),
         age = COALESCE(EXCLUDED.age, c.age),
         referral = COALESCE(EXCLUDED.referral, c.referral),
         updated_at = now()
       RETURNING ${COLUMNS}`,
      params(userId, body),
    );
    const after = preferencesOf(r.rows[0]) ?? {};
    await recordAudit(tx, {
      actor,
      action: 'client_preferences.updated',
      subjectId: userId,
      changes: changesBetween(preferencesOf(before.rows[0]), after),
    });
    return toClientProfile(r.rows[0]);
  });
}
