import { api, NO_CACHE_HEADERS } from '@aliento/core';
import { auditHistoryResponseSchema, type AuditHistoryResponse } from '@aliento/contracts/audit';

/** Entries per page of the History tab. */
export const HISTORY_PAGE_SIZE = 20;

/** `GET /api/admin/users/{id}/history`: newest first; `before` (a page's `nextCursor`) asks for older entries. */
export async function getUserHistory(userId: string, before?: string): Promise<AuditHistoryResponse> {
  const searchParams: Record<string, string> = { limit: String(HISTORY_PAGE_SIZE), ...(before ? { before } : {}) };
  const body = await api.get(`/api/admin/users/${encodeURIComponent(userId)}/history`, { headers: NO_CACHE_HEADERS, searchParams }).json();
  return auditHistoryResponseSchema.parse(body);
}
