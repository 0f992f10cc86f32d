/** Client preferences (the client profile): read, create once, update; by the client or an admin. */
import type { ClientPreferencesRequest, ClientProfile } from '@aliento/contracts/clients';
import type { GenderPreference, Specialty } from '@aliento/contracts/enums';
import { type ClientProfileRow, clientProfileRow, insertClientProfileOnce, lockClientProfile, upsertClientProfile } from '../data/client-profiles';
import { userRoles } from '../data/users';
import type { Queryable } from '../db';
import { AppError, notFound } from '../lib/app-error';
import { changesBetween, recordAudit, type AuditActor } from './audit';
import type { ServiceContext } from './context';

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
  const row = await clientProfileRow(ctx.db, userId);
  if (!row) throw notFound();
  return toClientProfile(row);
}

/** Only users holding the client role have preferences (404 otherwise). */
async function assertClient(q: Queryable, userId: string): Promise<void> {
  const user = await userRoles(q, userId);
  if (!user || !user.roles.includes('ROLE_CLIENT')) throw notFound('userNotFound');
}

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
    const row = await insertClientProfileOnce(tx, userId, body);
    if (!row) throw new AppError(409, 'alreadyExists');
    await recordAudit(tx, {
      actor,
      action: 'client_preferences.updated',
      subjectId: userId,
      changes: changesBetween(null, preferencesOf(row) ?? {}),
    });
    return toClientProfile(row);
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
    const before = await lockClientProfile(tx, userId);
    const row = await upsertClientProfile(tx, userId, body);
    const after = preferencesOf(row) ?? {};
    await recordAudit(tx, {
      actor,
      action: 'client_preferences.updated',
      subjectId: userId,
      changes: changesBetween(preferencesOf(before), after),
    });
    return toClientProfile(row);
  });
}
