/**
 * Refunds and disputes that took credits back. Flagged rows need an admin: the client had already used sessions
 * that the money paid for, so those could not be taken back.
 */
import { Alert, Badge, Box, Stack, Table, Text, LoadingBlock } from '@aliento/ui';
import { useResource } from '@aliento/core';
import { adminApi } from '@aliento/api-client/admin';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { LoadFailed } from '../../../lib/load-failed';
import type { PaymentAdjustment } from '@aliento/contracts/admin-payments';
import { NS } from '../../../app/i18n';
import { formatFullDate } from '../../../lib/format-date';
import { fullName } from '../../../lib/person-text';
import '../../../lib/stacked-table.css';

const money = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

function Row({ a }: { a: PaymentAdjustment }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  return (
    <Table.Row role="row" bg={a.flagged ? 'orange.subtle' : undefined} data-flagged={a.flagged}>
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
          <Badge colorPalette="orange" variant="solid">
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
  if (list.loading && !list.data) return <LoadingBlock label={t('common.loading')} />;
  if (list.error && !list.data) {
    return <LoadFailed text={t('payments.loadError')} onRetry={() => void list.reload()} />;
  }
  const rows = list.data ?? [];
  const flagged = rows.filter((a) => a.flagged).length;
  return (
    <Stack gap={4}>
      <Text color="fg.muted">{t('payments.intro')}</Text>
      {flagged > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('payments.flagged', { count: flagged })}</Alert.Description>
        </Alert.Root>
      ) : null}
      {rows.length === 0 ? (
        <Box borderWidth="1px" borderRadius="lg" p={6} color="fg.muted">
          {t('payments.empty')}
        </Box>
      ) : (
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
            <Table.Body role="rowgroup">
              {rows.map((a) => (
                <Row key={a._id} a={a} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
