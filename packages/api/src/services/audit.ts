/**
 * The audit trail: {@link recordAudit} writes one entry through the caller's transaction (so the entry and the
 * action commit together or not at all), and admins read a user's history. The table refuses every change
 * after the insert (migration 008).
 */
import type { AuditAction, AuditChange, AuditEntry, AuditHistoryQuery, AuditHistoryResponse, AuditResourceType } from '@aliento/contracts/audit';
import type { Role } from '@aliento/contracts/enums';
import { auditHistoryRows, insertAuditEvent, type AuditHistoryRow } from '../data/audit-events';
import { userExists } from '../data/users';
import type { Queryable } from '../db';
import { notFound } from '../lib/app-error';
import type { ServiceContext } from './context';

/** Who acts: a signed-in user in a role, the system (a policy, a job, a provider's webhook), or an anonymous caller. */
export type AuditActor = { id: string; role: Role } | 'system' | 'anonymous';

/** What {@link recordAudit} writes. */
export type AuditRecord = {
  actor: AuditActor;
  action: AuditAction;
  /** The user the action concerns. */
  subjectId: string;
  /** The record acted on, besides the user (an appointment, a payment intent...). */
  resource?: { type: AuditResourceType; id: string };
  /** Changed fields, before and after: build them with {@link changesBetween}. */
  changes?: Record<string, AuditChange>;
  /** Facts that are not changes (a plan and its credits, the hours of notice...). */
  details?: Record<string, unknown>;
};

/** The most privileged of a user's roles: the role an action is recorded in. */
export function mainRole(roles: readonly Role[]): Role {
  return (['ROLE_ADMIN', 'ROLE_THERAPIST', 'ROLE_CLIENT'] as const).find((r) => roles.includes(r)) ?? 'ROLE_CLIENT';
}

/** Names that hold or derive from a secret: never written to the trail, whoever passes them. */
const SECRET_KEY = /pass(word)?|hash|token|secret|signature|card|cvc/i;

/** `value` without any property whose name looks secret, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !SECRET_KEY.test(k))
      .map(([k, v]) => [k, withoutSecrets(v)]),
  );
}

/** A changed secret is kept only as the fact that it changed. */
function safeChanges(changes: Record<string, AuditChange>): Record<string, AuditChange> {
  return Object.fromEntries(
    Object.entries(changes).map(([k, c]): [string, AuditChange] => [
      k,
      SECRET_KEY.test(k) || 'redacted' in c ? { redacted: true } : (withoutSecrets(c) as AuditChange),
    ]),
  );
}

/**
 * Records an action through `q`: pass the transaction of the action itself. An update that changed nothing
 * (`changes` given and empty) is not an event and is not recorded. Secrets never reach the table: a changed
 * password is `{ redacted: true }`, and properties named like a password, hash, token or secret are dropped.
 */
export async function recordAudit(q: Queryable, entry: AuditRecord): Promise<void> {
  if (entry.changes && Object.keys(entry.changes).length === 0) return;
  const actor = typeof entry.actor === 'string' ? { id: null, role: entry.actor === 'system' ? 'SYSTEM' : 'ANONYMOUS' } : entry.actor;
  await insertAuditEvent(q, {
    actorId: actor.id,
    actorRole: actor.role,
    action: entry.action,
    subjectId: entry.subjectId,
    resourceType: entry.resource?.type ?? null,
    resourceId: entry.resource?.id ?? null,
    changes: entry.changes ? JSON.stringify(safeChanges(entry.changes)) : null,
    details: entry.details ? JSON.stringify(withoutSecrets(entry.details)) : null,
  });
}

/** JSON with object keys sorted, so values read back from jsonb (which reorders keys) compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The fields of `after` (or only `keys`) whose values differ from `before` (compared as JSON), as before/after pairs. */
export function changesBetween<T extends object>(before: Partial<T> | null, after: T, keys?: readonly (keyof T)[]): Record<string, AuditChange> {
  const out: Record<string, AuditChange> = {};
  for (const key of keys ?? (Object.keys(after) as (keyof T)[])) {
    const b = before?.[key] ?? null;
    const a = after[key] ?? null;
    if (canonical(b) !== canonical(a)) out[String(key)] = { before: b, after: a };
  }
  return out;
}

const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function toEntry(r: AuditHistoryRow): AuditEntry {
  return {
    id: r.id,
    occurredAt: new Date(r.occurred_at).toISOString(),
    action: r.action,
    actor: { id: r.actor_id, role: r.actor_role, firstName: r.actor_first, lastName: r.actor_last },
    subject: { id: r.subject_id, firstName: r.subject_first, lastName: r.subject_last },
    resource: r.resource_type && r.resource_id ? { type: r.resource_type, id: r.resource_id } : null,
    changes: json(r.changes),
    details: json(r.details),
  };
}

/**
 * `GET /api/admin/users/{id}/history`: what was done to the user and what they did, newest first, `limit`
 * entries older than the `before` cursor (an entry id); `nextCursor` is null on the last page.
 */
export async function listUserHistory(ctx: ServiceContext, userId: string, query: AuditHistoryQuery): Promise<AuditHistoryResponse> {
  if (!(await userExists(ctx.db, userId))) throw notFound('userNotFound');
  const rows = await auditHistoryRows(ctx.db, userId, query.before ?? null, query.limit + 1);
  const entries = rows.slice(0, query.limit).map(toEntry);
  return { entries, nextCursor: rows.length > query.limit ? entries[entries.length - 1].id : null };
}
