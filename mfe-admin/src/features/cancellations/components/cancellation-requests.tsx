/** Cancellation Requests: a filterable table (max height 500 px, scrolling); a row opens the request's detail. */
import { useMemo, useState } from 'react';
import { Box, Button, Input, Stack, Table, Text, LoadingBlock } from '@aliento/ui';
import { NO_CACHE_HEADERS, useResource, useShowMore } from '@aliento/core';
import { adminApi } from '@aliento/api-client/admin';
import { useLanguage, useTranslation } from '@aliento/i18n';
import type { CancellationRequest } from '@aliento/contracts/admin';
import { LoadFailed } from '../../../lib/load-failed';
import { ShowMoreButton } from '../../../lib/list-controls';
import { NS } from '../../../app/i18n';
import { formatFullDate } from '../../../lib/format-date';
import { fullName } from '../../../lib/person-text';
import { filterRequests } from '../lib/cancellation-filters';
import { CancellationDetail } from './cancellation-detail';
import { RefundStatusBadge } from './refund-status-badge';
import '../../../lib/stacked-table.css';

/**
 * Rows the table shows at a time (the API sends up to 2000, the ones waiting for a decision first); "Show N more
 * requests" adds as many again, and a new filter starts again from one page.
 */
export const REQUESTS_PAGE = 50;

export function CancellationRequests() {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const requests = useResource(() => adminApi.listCancellationRequests({}, { headers: NO_CACHE_HEADERS }), []);
  const [filter, setFilter] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);

  const all = useMemo(() => requests.data ?? [], [requests.data]);
  const visible = useMemo(() => filterRequests(all, filter), [all, filter]);
  // the first row "more" added takes the focus (its Open button)
  const { shown, more, showMore, container } = useShowMore<CancellationRequest, HTMLTableSectionElement>(visible, {
    size: REQUESTS_PAGE,
    resetKey: filter,
    focusSelector: ':scope > tr button',
  });
  // Derived from the latest list, so a refetch after a decision shows the new status in the open detail.
  const open = all.find((r) => r._id === openId) ?? null;

  if (requests.loading && !requests.data) return <LoadingBlock label={t('common.loading')} />;
  if (requests.error && !requests.data) {
    return <LoadFailed text={t('cancellations.loadError')} onRetry={() => void requests.reload()} />;
  }

  return (
    <Stack gap={4}>
      <Box as="label" display="block" maxW={{ lg: '420px' }}>
        <Text as="span" fontWeight="medium" display="block" mb={1}>
          {t('cancellations.filterLabel')}
        </Text>
        <Input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('cancellations.filterPlaceholder')}
          autoComplete="off"
          minH="44px"
        />
      </Box>
      {visible.length === 0 ? (
        <Box borderWidth="1px" borderRadius="lg" p={6} color="fg.muted">
          {all.length === 0 ? t('cancellations.empty') : t('cancellations.emptyFilter')}
        </Box>
      ) : (
        <Table.ScrollArea className="ad-stacked-scroll" borderWidth="1px" borderRadius="lg" maxH="500px" overflowY="auto">
          <Table.Root className="ad-stacked" role="table" size="sm" stickyHeader interactive aria-label={t('cancellations.tableLabel')}>
            <Table.Header role="rowgroup">
              <Table.Row role="row">
                <Table.ColumnHeader role="columnheader">{t('cancellations.client')}</Table.ColumnHeader>
                <Table.ColumnHeader role="columnheader">{t('cancellations.therapist')}</Table.ColumnHeader>
                <Table.ColumnHeader role="columnheader">{t('cancellations.date')}</Table.ColumnHeader>
                <Table.ColumnHeader role="columnheader">{t('cancellations.status')}</Table.ColumnHeader>
                <Table.ColumnHeader role="columnheader">
                  <Box as="span" srOnly>
                    {t('cancellations.actions')}
                  </Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body ref={container} role="rowgroup">
              {shown.map((r) => {
                const client = fullName(r.client);
                const therapist = fullName(r.therapist);
                return (
                  <Table.Row key={r._id} role="row" onClick={() => setOpenId(r._id)} cursor="pointer">
                    <Table.Cell role="cell" data-label={t('cancellations.client')}>
                      {client}
                    </Table.Cell>
                    <Table.Cell role="cell" data-label={t('cancellations.therapist')}>
                      {therapist}
                    </Table.Cell>
                    <Table.Cell role="cell" data-label={t('cancellations.date')} minW="220px">
                      {formatFullDate(r.calendlyAppointment?.startTime, language) ?? t('cancellations.noSchedule')}
                    </Table.Cell>
                    <Table.Cell role="cell" data-label={t('cancellations.status')}>
                      <RefundStatusBadge status={r.refundStatus} />
                    </Table.Cell>
                    <Table.Cell role="cell" textAlign="end">
                      {/* The keyboard way in: a real button in each row (the row click is a mouse shortcut). */}
                      <Button
                        size="sm"
                        minH="44px"
                        variant="outline"
                        colorPalette="brand"
                        aria-label={t('cancellations.openLabel', { client, therapist })}
                        onClick={(e) => {
                          e.stopPropagation();
                          setOpenId(r._id);
                        }}
                      >
                        {t('cancellations.open')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {more > 0 ? (
        <ShowMoreButton alignSelf="center" onClick={showMore}>
          {t('cancellations.showMore', { count: more })}
        </ShowMoreButton>
      ) : null}
      <CancellationDetail request={open} onClose={() => setOpenId(null)} onDecided={requests.reload} />
    </Stack>
  );
}
