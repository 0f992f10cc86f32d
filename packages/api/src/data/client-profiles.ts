/** The SQL of `client_profiles` (a client's preferences); the rules are in services/clients.ts. */
import type { ClientPreferencesRequest } from '@aliento/contracts/clients';
import type { Queryable } from '../db';

export type ClientProfileRow = {
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

export const CLIENT_PROFILE_COLUMNS = `id, user_id, therapist_gender, therapist_orientation, therapist_lgbtq, therapist_country_of_origin,
  specialties, therapy_type, age, referral`;

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

/** A client's preferences row (null when none were created yet). */
export async function clientProfileRow(q: Queryable, userId: string): Promise<ClientProfileRow | null> {
  const r = await q.query<ClientProfileRow>(`SELECT ${CLIENT_PROFILE_COLUMNS} FROM client_profiles WHERE user_id = $1`, [userId]);
  return r.rows[0] ?? null;
}

/** Creates a client's preferences unless they exist; answers the new row (undefined when they existed). */
export async function insertClientProfileOnce(q: Queryable, userId: string, b: ClientPreferencesRequest): Promise<ClientProfileRow | undefined> {
  const r = await q.query<ClientProfileRow>(
    `INSERT INTO client_profiles (user_id, therapist_gender, therapist_orientation, therapist_lgbtq,
         therapist_country_of_origin, specialties, therapy_type, age, referral)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9)
       ON CONFLICT (user_id) DO NOTHING RETURNING ${CLIENT_PROFILE_COLUMNS}`,
    params(userId, b),
  );
  return r.rows[0];
}

/** Locks a client's preferences row and reads it (undefined when none). */
export async function lockClientProfile(q: Queryable, userId: string): Promise<ClientProfileRow | undefined> {
  const before = await q.query<ClientProfileRow>(`SELECT ${CLIENT_PROFILE_COLUMNS} FROM client_profiles WHERE user_id = $1 FOR UPDATE`, [userId]);
  return before.rows[0];
}

/** Creates or replaces a client's preferences (omitted therapy type, age and referral keep their stored values). */
export async function upsertClientProfile(q: Queryable, userId: string, b: ClientPreferencesRequest): Promise<ClientProfileRow> {
  const r = await q.query<ClientProfileRow>(
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
       RETURNING ${CLIENT_PROFILE_COLUMNS}`,
    params(userId, b),
  );
  return r.rows[0];
}

/** A registering client's preferences as the sign-up form gives them. */
export type RegisteredPreferences = {
  therapistGender: string;
  therapistOrientation: boolean;
  therapistLGBTQ: boolean;
  therapistCountryOfOrigin: string;
  therapyType: string | null | undefined;
  age: string | null | undefined;
  referral: string | null | undefined;
};

/** Inserts a registering client's preferences. */
export async function insertRegisteredClientProfile(q: Queryable, userId: string, b: RegisteredPreferences): Promise<void> {
  await q.query(
    `INSERT INTO client_profiles (user_id, therapist_gender, therapist_orientation, therapist_lgbtq,
             therapist_country_of_origin, therapy_type, age, referral)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [userId, b.therapistGender, b.therapistOrientation, b.therapistLGBTQ, b.therapistCountryOfOrigin, b.therapyType, b.age, b.referral],
  );
}
