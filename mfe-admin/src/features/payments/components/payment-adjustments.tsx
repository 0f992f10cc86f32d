/**
 * Refunds and disputes that took credits back. Flagged rows need an admin: the client had already used sessions
 * that the money paid for, so those could not be taken back.
 */
import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Flex, Stack, Table, Text, LoadingBlock } from '@aliento/ui';
import { useResource, useShowMore } from '@aliento/core';
import { adminApi } from '@aliento/api-client/admin';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { LoadFailed } from '../../../lib/load-failed';
import { FilterToggle, ShowMoreButton } from '../../../lib/list-controls';
import type { PaymentAdjustment } from '@aliento/contracts/admin-payments';
import { NS } from '../../../app/i18n';
import { formatFullDate } from '../../../lib/format-date';
import { fullName } from '../../../lib/person-text';
import '../../../lib/stacked-table.css';

const money = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/**
 * Rows the table shows at a time (the API sends the newest 500 and every flagged one): "Show N more payments" adds as
 * many again, and "Needs review only" lists the flagged ones, however old, from one page.
 */
export const PAYMENTS_PAGE = 50;

function Row({ a }: { a: PaymentAdjustment }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  // tabIndex -1: the first row "more" added takes the focus, so a keyboard goes on where the table grew
  return (
    <Table.Row role="row" tabIndex={-1} bg={a.flagged ? 'orange.subtle' : undefined} data-flagged={a.flagged}>
      <Table.Cell role="cell" data-label={t('payments.date')} minW="200px">
        {formatFullDate(a.createdAt, language)}
      </Table.Cell>
      <Table.Cell role="cell" data-label={t('payments.client')}>
        <Text>{fullName(a.client)}</Text>
        <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
          {a.client.email}
        </Text>
      </Table.Cell>
      <Table.Cell role="cell" data-label={t('payments.reason')}>
        {t(`payments.reasons.${a.reason}`)}
      </Table.Cell>
      <Table.Cell role="cell" data-label={t('payments.amount')}>
        {t('payments.ofAmount', { reversed: money(a.reversedAmount, a.currency, language), amount: money(a.amount, a.currency, language) })}
      </Table.Cell>
      <Table.Cell role="cell" data-label={t('payments.taken')} textAlign="end">
        {a.creditsTaken}
      </Table.Cell>
      <Table.Cell role="cell" data-label={t('payments.review')}>
        {a.flagged ? (
          // orange.700 under white text (4.5:1 and more); the palette's solid orange.600 gives 3.6:1
          <Badge colorPalette="orange" variant="solid" bg="orange.700">
            {t('payments.short', { count: a.creditsShort })}
          </Badge>
        ) : (
          <Text color="fg.muted">{t('payments.complete')}</Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

export function PaymentAdjustments() {
  const { t } = useTranslation(NS);
  const list = useResource(() => adminApi.listPaymentAdjustments({}), []);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const all = useMemo(() => list.data ?? [], [list.data]);
  const flagged = useMemo(() => all.filter((a) => a.flagged), [all]);
  const rows = flaggedOnly && flagged.length > 0 ? flagged : all;
  const { shown, more, showMore, container } = useShowMore<PaymentAdjustment, HTMLTableSectionElement>(rows, {
    size: PAYMENTS_PAGE,
    resetKey: String(rows === flagged),
    focusSelector: ':scope > tr',
  });
  if (list.loading && !list.data) return <LoadingBlock label={t('common.loading')} />;
  if (list.error && !list.data) {
    return <LoadFailed text={t('payments.loadError')} onRetry={() => void list.reload()} />;
  }
  return (
    <Stack gap={4}>
      <Text color="fg.muted">{t('payments.intro')}</Text>
      {flagged.length > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('payments.flagged', { count: flagged.length })}</Alert.Description>
        </Alert.Root>
      ) : null}
      {all.length === 0 ? (
        <Box borderWidth="1px" borderRadius="lg" p={6} color="fg.muted">
          {t('payments.empty')}
        </Box>
      ) : (
        <>
          <Flex justify="space-between" align="center" gap={2} wrap="wrap">
            {flagged.length > 0 ? (
              <FilterToggle pressed={flaggedOnly} onToggle={setFlaggedOnly} colorPalette="accent">
                {t('payments.flaggedOnly', { count: flagged.length })}
              </FilterToggle>
            ) : null}
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('payments.count', { count: rows.length })}
            </Text>
          </Flex>
          <Table.ScrollArea className="ad-stacked-scroll" borderWidth="1px" borderRadius="lg" maxH="500px" overflowY="auto">
            <Table.Root className="ad-stacked" role="table" size="sm" stickyHeader aria-label={t('payments.tableLabel')}>
              <Table.Header role="rowgroup">
                <Table.Row role="row">
                  <Table.ColumnHeader role="columnheader">{t('payments.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader role="columnheader">{t('payments.client')}</Table.ColumnHeader>
                  <Table.ColumnHeader role="columnheader">{t('payments.reason')}</Table.ColumnHeader>
                  <Table.ColumnHeader role="columnheader">{t('payments.amount')}</Table.ColumnHeader>
                  <Table.ColumnHeader role="columnheader" textAlign="end">
                    {t('payments.taken')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader role="columnheader">{t('payments.review')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body ref={container} role="rowgroup">
                {shown.map((a) => (
                  <Row key={a._id} a={a} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {more > 0 ? (
            <ShowMoreButton alignSelf="center" onClick={showMore}>
              {t('payments.showMore', { count: more })}
            </ShowMoreButton>
          ) : null}
        </>
      )}
    </Stack>
  );
}
