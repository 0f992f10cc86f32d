/** The caller of a request as routes see them, built from their user row (shared by sign-in and the bearer check). */
import type { UserRow } from '../data/users';
import type { AccountUser } from './context';
import { isApproved } from './users';

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
