/**
 * A time zone in words, the same on every screen and in every mail: "hora oriental (New York)" / "Eastern Time (New
 * York)" — the zone's generic name in the reader's language and its city. Pure Intl, for the API and the front ends.
 */
export function timeZoneLabel(zone: string, locale: string, at: Date = new Date()): string {
  const city = zone === 'UTC' ? 'UTC' : (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  let name = zone;
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at);
    name = parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
  return name === city ? name : `${name} (${city})`;
}
