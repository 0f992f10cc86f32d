/** Users: read, profile update, admin list and credential update. */
import type { AdminUser, UpdateCredentialsRequest } from '@aliento/contracts/admin';
import type { Language, Role } from '@aliento/contracts/enums';
import type { User } from '@aliento/contracts/users';
import { useOpenResetTokensOf } from '../data/account-tokens';
import { type ContactFields, findUserById, listUserRows, lockContactFieldsAndRoles, updateCredentialRow, type UserRow } from '../data/users';
import { findTherapist, insertTherapistIfMissing } from '../data/therapists';
import { AppError, isUniqueViolation, notFound } from '../lib/app-error';
import { hashPassword } from '../lib/passwords';
import { changesBetween, recordAudit } from './audit';
import type { ServiceContext } from './context';
import { toTherapistProfile } from './therapists';

/** The `approved` claim: therapists need an admin's approval; everyone else is approved. */
export function isApproved(row: Pick<UserRow, 'roles' | 'therapist_approved'>): boolean {
  return row.roles.includes('ROLE_THERAPIST') ? row.therapist_approved === true : true;
}

// the routes read a user row through this service
export { findUserById };

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The `GET /api/users/{id}` shape, with the therapist sub-object. */
export async function getUser(ctx: ServiceContext, id: string, lang: Language): Promise<User> {
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound('userNotFound');
  const therapist = await findTherapist(ctx.db, id);
  return {
    _id: row.id,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    roles: row.roles,
    language: row.language,
    approved: isApproved(row),
    // GET /api/users/{id} answers the user themself or an admin: the full profile
    therapist: therapist ? toTherapistProfile(therapist, lang, 'private') : null,
    createdAt: iso(row.created_at),
  };
}

function toAdminUser(row: UserRow): AdminUser {
  return {
    _id: row.id,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    roles: row.roles,
    approved: isApproved(row),
    createdAt: iso(row.created_at),
  };
}

/** The keys of {@link ContactFields}, in the order changes are recorded. */
export const CONTACT_KEYS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/** Lists users for the admin, optionally filtered by a text on name or e-mail. */
export async function listUsers(ctx: ServiceContext, search?: string): Promise<AdminUser[]> {
  const term = search?.trim();
  const rows = await listUserRows(ctx.db, term ? term.replace(/[\\%_]/g, (c) => '\\' + c) : null);
  return rows.map(toAdminUser);
}

/**
 * Admin update of credentials: names, e-mail, phone, roles and optionally a new password. Adding the therapist
 * role creates an (unapproved) therapist profile; a role or password change bumps the token version.
 */
export async function updateCredentials(ctx: ServiceContext, admin: { id: string; role: Role }, body: UpdateCredentialsRequest): Promise<AdminUser> {
  const roles = [...new Set(body.roles)] as Role[];
  if (body._id === admin.id && !roles.includes('ROLE_ADMIN')) {
    throw new AppError(400, 'cannotRemoveOwnAdminRole', { roles: 'cannotRemoveOwnAdminRole' });
  }
  const passwordHash = body.newPassword ? await hashPassword(body.newPassword) : null;
  try {
    await ctx.db.transaction(async (tx) => {
      const cur = await lockContactFieldsAndRoles(tx, body._id);
      if (!cur) throw notFound('userNotFound');
      const before = [...cur.roles].sort();
      const rolesChanged = before.join(',') !== [...roles].sort().join(',');
      await updateCredentialRow(tx, {
        id: body._id,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber ?? null,
        roles,
        passwordHash,
        bumpTokenVersion: rolesChanged || passwordHash !== null,
      });
      if (roles.includes('ROLE_THERAPIST')) {
        await insertTherapistIfMissing(tx, body._id);
      }
      if (passwordHash) {
        await useOpenResetTokensOf(tx, body._id);
      }
      const after = { ...cur, ...body, phoneNumber: body.phoneNumber ?? cur.phoneNumber };
      const credentials = {
        ...changesBetween<ContactFields>(cur, after, CONTACT_KEYS),
        ...(passwordHash ? { password: { redacted: true as const } } : {}),
      };
      await recordAudit(tx, { actor: admin, action: 'credentials.updated', subjectId: body._id, changes: credentials });
      await recordAudit(tx, {
        actor: admin,
        action: 'role.changed',
        subjectId: body._id,
        changes: changesBetween({ roles: before }, { roles: [...roles].sort() }),
      });
    });
  } catch (e) {
    if (isUniqueViolation(e, 'users_email_lower_key')) throw new AppError(409, 'emailInUse', { email: 'emailInUse' });
    throw e;
  }
  const row = await findUserById(ctx.db, body._id);
  if (!row) throw notFound('userNotFound');
  return toAdminUser(row);
}
