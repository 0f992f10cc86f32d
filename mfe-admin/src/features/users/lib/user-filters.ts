import type { AdminUser } from '@aliento/contracts/admin';
import { foldText } from '../../../lib/person-text';

/** A therapist applicant an admin has not approved yet (the only users with `approved: false`). */
export function isAwaitingApproval(user: Pick<AdminUser, 'roles' | 'approved'>): boolean {
  return user.roles.includes('ROLE_THERAPIST') && !user.approved;
}

/** Users whose full name or e-mail contains every word of the search text. */
export function searchUsers(users: readonly AdminUser[], search: string): AdminUser[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((u) => {
    const haystack = foldText(`${u.firstName} ${u.lastName} ${u.email}`);
    return words.every((w) => haystack.includes(w));
  });
}
