/** Text helpers for people that every admin feature shows or searches (users, cancellations, payments). */

/** Lower case without accents, so 'jose' finds 'José'. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
