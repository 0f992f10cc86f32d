/** Times the session texts say, through Intl in the page language. */

/** `1800` → "30 minutos" / "30 minutes"; under a minute in seconds. */
export function durationText(seconds: number, language: string): string {
  const [value, unit] = seconds >= 60 ? [Math.round(seconds / 60), 'minute'] : [seconds, 'second'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** `105` → "1:45". */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
