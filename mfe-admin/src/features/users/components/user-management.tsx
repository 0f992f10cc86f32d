/** User Management: the searchable user list (left, or on top on phones) and the chosen user's detail. */
import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Grid, Text, LoadingBlock } from '@aliento/ui';
import { NO_CACHE_HEADERS, useResource } from '@aliento/core';
import { adminApi } from '@aliento/api-client/admin';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { isAwaitingApproval, searchUsers } from '../lib/user-filters';
import { UserList } from './user-list';
import { UserDetail } from './user-detail';

export function UserManagement() {
  const { t } = useTranslation(NS);
  const users = useResource(() => adminApi.listUsers({ query: {} }, { headers: NO_CACHE_HEADERS }), []);
  const [search, setSearch] = useState('');
  const [awaitingOnly, setAwaitingOnly] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);

  const all = useMemo(() => users.data ?? [], [users.data]);
  const awaitingCount = useMemo(() => all.filter(isAwaitingApproval).length, [all]);
  const visible = useMemo(() => {
    const found = searchUsers(all, search);
    return awaitingOnly ? found.filter(isAwaitingApproval) : found;
  }, [all, search, awaitingOnly]);
  const selected = all.find((u) => u.id === selectedId) ?? null;

  const select = (id: string) => {
    setSelectedId(id);
    // On phones the detail sits under the list: bring it into view.
    if (typeof window !== 'undefined' && window.matchMedia?.('(max-width: 991px)').matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
    }
  };

  if (users.loading && !users.data) return <LoadingBlock label={t('common.loading')} />;
  if (users.error && !users.data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('users.loadError')}</Alert.Title>
        </Alert.Content>
        <Button size="sm" minH="44px" variant="outline" onClick={() => void users.reload()}>
          {t('common.retry')}
        </Button>
      </Alert.Root>
    );
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(300px, 380px) 1fr' }} gap={{ base: 6, lg: 8 }} alignItems="start">
      <UserList
        users={visible}
        search={search}
        onSearch={setSearch}
        awaitingOnly={awaitingOnly}
        onAwaitingOnly={setAwaitingOnly}
        awaitingCount={awaitingCount}
        selectedId={selectedId}
        onSelect={select}
      />
      <Box ref={detailRef} scrollMarginTop="80px" minW={0}>
        {selected ? (
          // A new key per user resets the detail: back to User Credentials, out of edit mode.
          <UserDetail key={selected.id} user={selected} onChanged={users.reload} />
        ) : (
          <Box borderWidth="1px" borderRadius="lg" p={6} color="fg.muted" borderStyle="dashed">
            <Text>{t('users.selectPrompt')}</Text>
          </Box>
        )}
      </Box>
    </Grid>
  );
}
