/** A free slot as the user reads it: "martes, 24 de noviembre, 15:00–15:45" in the page language and a time zone. */
export function formatSlot(startIso: string, endIso: string, language: string, timeZone: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  try {
    return format.formatRange(start, end);
  } catch {
    return `${format.format(start)} – ${end.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', timeZone })}`;
  }
}
