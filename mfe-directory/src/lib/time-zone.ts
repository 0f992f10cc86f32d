/** The client's IANA time zone, behind an object so tests can pin it. */
export const clientTime = {
  zone: (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
};
