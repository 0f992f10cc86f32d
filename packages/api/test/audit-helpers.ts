/** Reading the audit trail in tests: through the admin's history route, and the raw table for secrets. */
import type { AuditEntry } from '@aliento/contracts/audit';
import type { TestApp } from './helpers';
import { type Actor, bearer } from './helpers';

/** The first page (newest first) of a user's history as the admin sees it. */
export async function historyOf(t: TestApp, admin: Actor, userId: string, limit = 100): Promise<AuditEntry[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/${userId}/history?limit=${limit}`, headers: bearer(admin) });
  if (res.statusCode !== 200) throw new Error(`history: ${res.statusCode} ${res.body}`);
  return res.json().entries;
}

/** The entries of one action in a user's history, newest first. */
export async function entriesOf(t: TestApp, admin: Actor, userId: string, action: string): Promise<AuditEntry[]> {
  return (await historyOf(t, admin, userId)).filter((e) => e.action === action);
}

/** The whole table as text (every column of every row), to look for secrets. */
export async function auditTableText(t: TestApp): Promise<string> {
  const r = await t.db.query<{ text: string | null }>(`SELECT string_agg(row_to_json(e)::text, E'\\n') AS text FROM audit_events e`);
  return r.rows[0].text ?? '';
}

/** The stored password hash of a user (to prove it never reaches the trail). */
export async function passwordHashOf(t: TestApp, userId: string): Promise<string> {
  const r = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return r.rows[0].password_hash;
}
