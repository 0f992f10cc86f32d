/** The CMS stores reading time as minutes or as text ("5", 5 or "5 min"): show minutes when there is a number. */
export function readingMinutes(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const match = value.match(/\d+/);
  return match ? match[0] : value;
}
