/** Time zones offered for weekly availability: common ones for our clients and therapists, plus the browser's and any saved. */

export const COMMON_TIME_ZONES = [
  'America/Mexico_City',
  'America/Bogota',
  'America/Lima',
  'America/Caracas',
  'America/Santiago',
  'America/Argentina/Buenos_Aires',
  'America/Guatemala',
  'America/El_Salvador',
  'America/Costa_Rica',
  'America/Panama',
  'America/Puerto_Rico',
  'America/Santo_Domingo',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'Europe/Madrid',
  'UTC',
] as const;

/** The zones to offer, in a stable order, always including the saved and the browser's zones. */
export function timeZoneOptions(...extra: (string | undefined)[]): string[] {
  const zones = new Set<string>(COMMON_TIME_ZONES);
  for (const z of extra) if (z) zones.add(z);
  return [...zones];
}

/** A label such as "America/Mexico_City (GMT-6)"; the offset comes from Intl in the page language. */
export function timeZoneLabel(zone: string, language: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    const name = zone.replace(/_/g, ' ');
    return part ? `${name} (${part.value})` : name;
  } catch {
    return zone;
  }
}
