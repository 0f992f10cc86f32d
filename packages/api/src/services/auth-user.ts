/** The caller of a request as routes see them, built from their user row (shared by sign-in and the bearer check). */
import type { Language, Role } from '@aliento/contracts/enums';
import { isApproved, type UserRow } from './users';

/** A user's account as the token and the routes describe it. */
export type AccountUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  approved: boolean;
  language: Language;
};

/** The authenticated caller of a request, as re-read from the database, with the session their token belongs to. */
export type AuthUser = AccountUser & { sessionId: string };

/** The account as the routes see it, from its row. */
export function authUserOf(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    approved: isApproved(row),
    language: row.language,
  };
}
