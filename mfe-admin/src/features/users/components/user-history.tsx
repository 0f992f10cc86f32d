/**
 * The History tab of a user's detail: what was done to this user and what they did (money, roles, approval,
 * credentials, preferences, cancellations), newest first, a page at a time. Read-only: the trail cannot change.
 */
import { useState } from 'react';
import { Button, Stack, Text, LoadingBlock } from '@aliento/ui';
import { NO_CACHE_HEADERS, useResource } from '@aliento/core';
import { adminApi } from '@aliento/api-client/admin';
import { useTranslation } from '@aliento/i18n';
import type { AuditHistoryResponse } from '@aliento/contracts/audit';
import { NS } from '../../../app/i18n';
import { LoadFailed } from '../../../lib/load-failed';
import { notifyError } from '../../../lib/notify-error';
import '../history-i18n';
import { HistoryEntry } from './history-entry';

/** Entries per page of the History tab. */
const HISTORY_PAGE_SIZE = 20;

/** `GET /api/admin/users/{id}/history`: newest first; `before` (a page's `nextCursor`) asks for older entries. */
function getUserHistory(userId: string, before?: string): Promise<AuditHistoryResponse> {
  return adminApi.listUserHistory({ params: { id: userId }, query: { limit: HISTORY_PAGE_SIZE, before } }, { headers: NO_CACHE_HEADERS });
}

export interface UserHistoryProps {
  userId: string;
  /** The user's name, for the list's accessible name. */
  name: string;
}

export function UserHistory({ userId, name }: UserHistoryProps) {
  const { t } = useTranslation(NS);
  const first = useResource(() => getUserHistory(userId), [userId]);
  // older pages, appended under the first one as the admin asks for them
  const [older, setOlder] = useState<AuditHistoryResponse | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  if (first.loading && first.data === undefined) return <LoadingBlock label={t('common.loading')} minH="120px" />;
  if (first.error && first.data === undefined) {
    return <LoadFailed text={t('history.loadError')} onRetry={() => void first.reload()} />;
  }
  const entries = [...(first.data?.entries ?? []), ...(older?.entries ?? [])];
  const nextCursor = older ? older.nextCursor : (first.data?.nextCursor ?? null);
  if (entries.length === 0) return <Text color="fg.muted">{t('history.empty')}</Text>;

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await getUserHistory(userId, nextCursor);
      setOlder((o) => ({ entries: [...(o?.entries ?? []), ...page.entries], nextCursor: page.nextCursor }));
    } catch (error) {
      notifyError(error, t('common.networkError'));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap={3}>
      <Stack as="ol" gap={3} aria-label={t('history.label', { name })} ps={0} m={0}>
        {entries.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} userId={userId} />
        ))}
      </Stack>
      {nextCursor ? (
        <Button alignSelf="center" minH="44px" variant="outline" loading={loadingMore} onClick={() => void loadMore()}>
          {t('history.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
