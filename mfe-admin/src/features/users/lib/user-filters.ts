import type { AdminUser } from '@aliento/contracts/admin';

/** A therapist applicant an admin has not approved yet (the only users with `approved: false`). */
export function isAwaitingApproval(user: Pick<AdminUser, 'roles' | 'approved'>): boolean {
  return user.roles.includes('ROLE_THERAPIST') && !user.approved;
}

/** Lower case without accents, so 'jose' finds 'José'. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
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

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
