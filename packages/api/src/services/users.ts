/** Users: read, profile update, admin list and credential update. */
import type { AdminUser, UpdateCredentialsRequest } from '@aliento/contracts/admin';
import type { Language, Role } from '@aliento/contracts/enums';
import type { User } from '@aliento/contracts/users';
import type { Queryable } from '../db';
import { AppError, isUniqueViolation, notFound } from '../lib/app-error';
import { hashPassword } from '../lib/passwords';
import { changesBetween, recordAudit } from './audit';
import type { ServiceContext } from './context';
import { THERAPIST_COLUMNS, toTherapistProfile, type TherapistRow } from './therapists';

/** A user row with its therapist approval (null when the user has no therapist profile). */
export type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  roles: Role[];
  language: Language;
  token_version: number;
  created_at: Date;
  email_verified_at: Date | null;
  therapist_approved: boolean | null;
};

/** The {@link UserRow} columns, from `users u LEFT JOIN therapists t ON t.user_id = u.id`. */
export const USER_COLUMNS = `u.id, u.email, u.password_hash, u.first_name, u.last_name, u.phone_number, u.roles, u.language,
  u.token_version, u.created_at, u.email_verified_at, t.approved AS therapist_approved`;

/** The `approved` claim: therapists need an admin's approval; everyone else is approved. */
export function isApproved(row: Pick<UserRow, 'roles' | 'therapist_approved'>): boolean {
  return row.roles.includes('ROLE_THERAPIST') ? row.therapist_approved === true : true;
}

/** Reads a user row by id (null when missing). */
export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u LEFT JOIN therapists t ON t.user_id = u.id WHERE u.id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** Reads a user row by e-mail, case-insensitively (null when missing). */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN therapists t ON t.user_id = u.id WHERE lower(u.email) = lower($1)`,
    [email.trim()],
  );
  return r.rows[0] ?? null;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The `GET /api/users/{id}` shape, with the therapist sub-object. */
export async function getUser(ctx: ServiceContext, id: string, lang: Language): Promise<User> {
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound('userNotFound');
  const t = await ctx.db.query<TherapistRow>(`SELECT ${THERAPIST_COLUMNS} FROM therapists t JOIN users u ON u.id = t.user_id WHERE t.user_id = $1`, [
    id,
  ]);
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
    therapist: t.rows[0] ? toTherapistProfile(t.rows[0], lang, 'private') : null,
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

/** The contact fields of a user as the API names them (what profile and credential changes record). */
export type ContactFields = { firstName: string; lastName: string; email: string; phoneNumber: string };
export const CONTACT_SELECT = 'first_name AS "firstName", last_name AS "lastName", email, phone_number AS "phoneNumber"';
export const CONTACT_KEYS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/** Lists users for the admin, optionally filtered by a text on name or e-mail. */
export async function listUsers(ctx: ServiceContext, search?: string): Promise<AdminUser[]> {
  const term = search?.trim();
  const r = await ctx.db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN therapists t ON t.user_id = u.id
     WHERE $1::text IS NULL
        OR (u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE '%' || $1::text || '%'
     ORDER BY lower(u.last_name), lower(u.first_name), u.id
     LIMIT 1000`,
    [term ? term.replace(/[\\%_]/g, (c) => '\\' + c) : null],
  );
  return r.rows.map(toAdminUser);
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
      const cur = await tx.query<ContactFields & { roles: Role[] }>(`SELECT ${CONTACT_SELECT}, roles FROM users WHERE id = $1 FOR UPDATE`, [
        body._id,
      ]);
      if (!cur.rows[0]) throw notFound('userNotFound');
      const before = [...cur.rows[0].roles].sort();
      const rolesChanged = before.join(',') !== [...roles].sort().join(',');
      await tx.query(
        `UPDATE users SET first_name = $2, last_name = $3, email = $4,
           phone_number = COALESCE($5, phone_number), roles = $6::text[],
           password_hash = COALESCE($7, password_hash),
           token_version = token_version + CASE WHEN $8::boolean THEN 1 ELSE 0 END,
           updated_at = now()
         WHERE id = $1`,
        [body._id, body.firstName, body.lastName, body.email, body.phoneNumber ?? null, roles, passwordHash, rolesChanged || passwordHash !== null],
      );
      if (roles.includes('ROLE_THERAPIST')) {
        await tx.query('INSERT INTO therapists (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [body._id]);
      }
      if (passwordHash) {
        await tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [body._id]);
      }
      const after = { ...cur.rows[0], ...body, phoneNumber: body.phoneNumber ?? cur.rows[0].phoneNumber };
      const credentials = {
        ...changesBetween<ContactFields>(cur.rows[0], after, CONTACT_KEYS),
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
