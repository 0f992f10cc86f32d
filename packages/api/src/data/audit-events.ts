/** The SQL of the `audit_events` table (the audit trail); what is recorded and how is in services/audit.ts. */
import type { AuditChange } from '@aliento/contracts/audit';
import type { Queryable } from '../db';

/** One event as inserted; `changes` and `details` are JSON text (or null). */
export type AuditEventInsert = {
  actorId: string | null;
  actorRole: string;
  action: string;
  subjectId: string;
  resourceType: string | null;
  resourceId: string | null;
  changes: string | null;
  details: string | null;
};

/** An event as the history reads it, with the names of its actor and subject. */
export type AuditHistoryRow = {
  id: string;
  occurred_at: Date | string;
  action: string;
  actor_id: string | null;
  actor_role: string;
  actor_first: string | null;
  actor_last: string | null;
  subject_id: string;
  subject_first: string | null;
  subject_last: string | null;
  resource_type: string | null;
  resource_id: string | null;
  changes: Record<string, AuditChange> | string | null;
  details: Record<string, unknown> | string | null;
};

/** Inserts one event through `q` (the transaction of the action it records). */
export async function insertAuditEvent(q: Queryable, e: AuditEventInsert): Promise<void> {
  await q.query(
    `INSERT INTO audit_events (actor_id, actor_role, action, subject_id, resource_type, resource_id, changes, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [e.actorId, e.actorRole, e.action, e.subjectId, e.resourceType, e.resourceId, e.changes, e.details],
  );
}

/** Up to `limit` events done to or by `userId`, newest first, older than the event id `before` when given. */
export async function auditHistoryRows(q: Queryable, userId: string, before: string | null, limit: number): Promise<AuditHistoryRow[]> {
  const r = await q.query<AuditHistoryRow>(
    `SELECT e.id::text AS id, e.occurred_at, e.action, e.actor_id, e.actor_role, a.first_name AS actor_first,
       a.last_name AS actor_last, e.subject_id, s.first_name AS subject_first, s.last_name AS subject_last,
       e.resource_type, e.resource_id, e.changes, e.details
     FROM audit_events e LEFT JOIN users a ON a.id = e.actor_id LEFT JOIN users s ON s.id = e.subject_id
     WHERE (e.subject_id = $1 OR e.actor_id = $1) AND ($2::bigint IS NULL OR e.id < $2::bigint)
     ORDER BY e.id DESC LIMIT $3`,
    [userId, before, limit],
  );
  return r.rows;
}
