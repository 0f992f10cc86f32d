/**
 * Words for the History tab: action and field names, and values in the page's language (roles, plans, weekdays,
 * money and dates via Intl). Anything the catalogue does not know yet is shown as it was recorded.
 */
import type { AuditEntry } from '@aliento/contracts/audit';
import type { Language } from '@aliento/contracts/enums';
import { formatDateTime } from '../../../lib/format-date';

/** i18next's `t` as these helpers use it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The label of an action (`role.changed` → 'Cambio de roles'), or its name when unknown. */
export const actionLabel = (t: Translate, action: string) => t(`history.actions.${action}`, { defaultValue: action });

/** The label of a changed field or a detail, or its name when unknown. */
export const fieldLabel = (t: Translate, group: 'fields' | 'details', name: string) => t(`history.${group}.${name}`, { defaultValue: name });

type Window = { weekday: number; start: string; end: string };
const isWindow = (v: unknown): v is Window =>
  Boolean(v && typeof v === 'object' && typeof (v as Window).weekday === 'number' && typeof (v as Window).start === 'string');

/** 'lun' / 'Mon' for a weekday number (0 = Sunday), from a Sunday in UTC. */
function weekdayName(weekday: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + weekday));
}

/** One recorded value in words. */
export function valueText(t: Translate, language: Language, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('history.none');
  if (typeof value === 'boolean') return t(value ? 'labels.yes' : 'labels.no', { ns: 'common' });
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return t('history.none');
    if (value.every(isWindow)) return value.map((w) => `${weekdayName(w.weekday, language)} ${w.start}–${w.end}`).join(', ');
    return value.map((v) => valueText(t, language, field, v)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (field === 'roles') return t(`roles.${text}`, { defaultValue: text });
  if (field === 'specialties') return t(`specialties.${text}`, { ns: 'common', defaultValue: text });
  if (field === 'therapistGender') return t(`labels.genders.${text}`, { ns: 'common', defaultValue: text });
  if (field === 'profileImage') return t('history.values.photo');
  return text;
}

/** The details of an entry worth reading, as label/value pairs (ids left out: they mean nothing to a person). */
export function detailRows(t: Translate, language: Language, entry: AuditEntry): Array<[string, string]> {
  const details = entry.details ?? {};
  const rows: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(details)) {
    if (/Id$/.test(key) || value === null || value === undefined) continue;
    let text: string;
    if (key === 'plan') text = t(`history.plans.${String(value)}`, { defaultValue: String(value) });
    else if (key === 'amount' && typeof value === 'number') {
      const currency = typeof details.currency === 'string' ? details.currency.toUpperCase() : 'USD';
      text = new Intl.NumberFormat(language, { style: 'currency', currency }).format(value / 100);
    } else if (key === 'currency') continue;
    else if (key === 'startTime') text = formatDateTime(String(value), language) ?? String(value);
    else if ((key === 'hoursBeforeStart' || key === 'noticeHours') && typeof value === 'number') text = t('history.hours', { count: value });
    else if (key === 'provider' || key === 'via') text = t(`history.values.${String(value)}`, { defaultValue: String(value) });
    else text = valueText(t, language, key, value);
    rows.push([fieldLabel(t, 'details', key), text]);
  }
  return rows;
}

/** Who acted, in words: 'Por Sofía Ruiz · Admin', the system, or someone not signed in. */
export function actorText(t: Translate, entry: AuditEntry): string {
  if (entry.actor.role === 'SYSTEM') return t('history.bySystem');
  if (entry.actor.role === 'ANONYMOUS') return t('history.byAnonymous');
  return t('history.by', { name: personName(t, entry.actor), role: t(`roles.${entry.actor.role}`, { defaultValue: entry.actor.role }) });
}

/** A person's full name, or a note that the account no longer exists. */
export function personName(t: Translate, p: { firstName: string | null; lastName: string | null }): string {
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  return name || t('history.unknownPerson');
}
