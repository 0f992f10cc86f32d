/** The SQL of the `users` table (accounts and their contact fields); the rules are in services/users.ts and beside. */
import type { Language, Role } from '@aliento/contracts/enums';
import type { Queryable } from '../db';

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

/** The contact fields of a user as the API names them (what profile and credential changes record). */
export type ContactFields = { firstName: string; lastName: string; email: string; phoneNumber: string };
export const CONTACT_SELECT = 'first_name AS "firstName", last_name AS "lastName", email, phone_number AS "phoneNumber"';

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

/** Whether a user with this id exists. */
export async function userExists(q: Queryable, id: string): Promise<boolean> {
  const user = await q.query('SELECT 1 FROM users WHERE id = $1', [id]);
  return user.rows.length > 0;
}

/** The roles of a user (null when missing). */
export async function userRoles(q: Queryable, id: string): Promise<{ roles: string[] } | null> {
  const r = await q.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [id]);
  return r.rows[0] ?? null;
}

/** The e-mail and language of an existing user. */
export async function userEmailAndLanguage(q: Queryable, id: string): Promise<{ email: string; language: Language }> {
  const user = await q.query<{ email: string; language: Language }>('SELECT email, language FROM users WHERE id = $1', [id]);
  return user.rows[0];
}

/** The e-mail of a user holding the client role (null otherwise). */
export async function clientEmail(q: Queryable, clientId: string): Promise<string | null> {
  const r = await q.query<{ email: string }>(`SELECT email FROM users WHERE id = $1 AND 'ROLE_CLIENT' = ANY (roles)`, [clientId]);
  return r.rows[0]?.email ?? null;
}

/**
 * Up to 1000 user rows for the admin, by last and first name, those whose names or e-mail contain `pattern` (an
 * ILIKE fragment, its wildcards already escaped) when given.
 */
export async function listUserRows(q: Queryable, pattern: string | null): Promise<UserRow[]> {
  const r = await q.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN therapists t ON t.user_id = u.id
     WHERE $1::text IS NULL
        OR (u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE '%' || $1::text || '%'
     ORDER BY lower(u.last_name), lower(u.first_name), u.id
     LIMIT 1000`,
    [pattern],
  );
  return r.rows;
}

/** Inserts a user; answers its id. */
export async function insertUser(
  q: Queryable,
  u: { email: string; passwordHash: string; firstName: string; lastName: string; phoneNumber: string; roles: Role[]; language: Language },
): Promise<string> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, roles, language)
         VALUES ($1, $2, $3, $4, $5, $6::text[], $7) RETURNING id`,
    [u.email, u.passwordHash, u.firstName, u.lastName, u.phoneNumber, u.roles, u.language],
  );
  return r.rows[0].id;
}

/** Inserts an admin (no phone, default language); answers its id. */
export async function insertAdminUser(q: Queryable, email: string, passwordHash: string, firstName: string, lastName: string): Promise<string> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, roles) VALUES ($1, $2, $3, $4, ARRAY['ROLE_ADMIN'])
         RETURNING id`,
    [email, passwordHash, firstName, lastName],
  );
  return r.rows[0].id;
}

/** Locks a user's row and reads its contact fields (null when missing). */
export async function lockContactFields(q: Queryable, id: string): Promise<ContactFields | null> {
  const before = await q.query<ContactFields>(`SELECT ${CONTACT_SELECT} FROM users WHERE id = $1 FOR UPDATE`, [id]);
  return before.rows[0] ?? null;
}

/** Locks a user's row and reads its contact fields and roles (null when missing). */
export async function lockContactFieldsAndRoles(q: Queryable, id: string): Promise<(ContactFields & { roles: Role[] }) | null> {
  const cur = await q.query<ContactFields & { roles: Role[] }>(`SELECT ${CONTACT_SELECT}, roles FROM users WHERE id = $1 FOR UPDATE`, [id]);
  return cur.rows[0] ?? null;
}

/** Sets a user's names, e-mail and phone. */
export async function updateContactFields(q: Queryable, id: string, c: ContactFields): Promise<void> {
  await q.query(`UPDATE users SET first_name = $2, last_name = $3, email = $4, phone_number = $5, updated_at = now() WHERE id = $1`, [
    id,
    c.firstName,
    c.lastName,
    c.email,
    c.phoneNumber,
  ]);
}

/**
 * The admin's update: names, e-mail, phone (kept when null), roles, password hash (kept when null); the token
 * version goes up when `bumpTokenVersion`.
 */
export async function updateCredentialRow(
  q: Queryable,
  c: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string | null;
    roles: Role[];
    passwordHash: string | null;
    bumpTokenVersion: boolean;
  },
): Promise<void> {
  await q.query(
    `UPDATE users SET first_name = $2, last_name = $3, email = $4,
           phone_number = COALESCE($5, phone_number), roles = $6::text[],
           password_hash = COALESCE($7, password_hash),
           token_version = token_version + CASE WHEN $8::boolean THEN 1 ELSE 0 END,
           updated_at = now()
         WHERE id = $1`,
    [c.id, c.firstName, c.lastName, c.email, c.phoneNumber, c.roles, c.passwordHash, c.bumpTokenVersion],
  );
}

/** Sets a user's password hash (the token version stays). */
export async function setPasswordHash(q: Queryable, id: string, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}

/** Sets a user's password hash and bumps the token version; answers the user's roles. */
export async function resetPasswordHash(q: Queryable, id: string, passwordHash: string): Promise<Role[]> {
  const user = await q.query<{ roles: Role[] }>(
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1 RETURNING roles`,
    [id, passwordHash],
  );
  return user.rows[0].roles;
}

/** Marks a user's e-mail unverified. */
export async function clearEmailVerified(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [id]);
}

/** Marks the e-mail verified (first time kept) when the user still has this address; false when not. */
export async function markEmailVerified(q: Queryable, id: string, email: string): Promise<boolean> {
  const user = await q.query<{ id: string }>(
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now()
       WHERE id = $1 AND lower(email) = lower($2) RETURNING id`,
    [id, email],
  );
  return user.rows[0] !== undefined;
}
