/**
 * The client's receipts on the appointments page (issue 20): a compact list, newest first, with the date, the
 * plan, the amount, the card ("Visa ···· 4242") and the receipt number; a refund is said on its receipt. Read again
 * when `refreshKey` changes (the page passes the plan's last change, so a purchase shows its receipt).
 */
import { Badge, Box, Button, Flex, Heading, LoadingBlock, Stack, Text } from '@aliento/ui';
import { useLanguage, useTranslation } from '@aliento/i18n';
import type { Receipt } from '@aliento/contracts/receipts';
import { NS } from '../../../app/i18n';
import { useReceipts } from '../hooks/use-receipts';
import { cardBrandName, formatReceiptAmount, formatReceiptDate } from '../lib/format-receipt';

export interface ReceiptsSectionProps {
  clientId: string;
  /** Any value that changes after a purchase (the receipts are read again). */
  refreshKey?: unknown;
}

function ReceiptItem({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const amount = formatReceiptAmount(receipt.amount, receipt.currency, language);
  const refunded = receipt.refundedAmount > 0;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" px={4} py={3}>
      <Flex justify="space-between" align="baseline" gap={3} wrap="wrap">
        <Text fontWeight="semibold">{t(`plans.${receipt.plan}`, { ns: 'common' })}</Text>
        <Text fontWeight="semibold">{amount}</Text>
      </Flex>
      <Flex justify="space-between" gap={3} wrap="wrap" color="fg.muted" fontSize="sm">
        <Text>
          {[
            formatReceiptDate(receipt.paidAt, language),
            receipt.card ? t('receipts.card', { brand: cardBrandName(receipt.card.brand), last4: receipt.card.last4 }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text>{t('receipts.number', { number: receipt.number })}</Text>
      </Flex>
      {refunded ? (
        <Badge colorPalette="orange" mt={2}>
          {receipt.refundedAmount >= receipt.amount
            ? t('receipts.refundedAll')
            : t('receipts.refunded', { amount: formatReceiptAmount(receipt.refundedAmount, receipt.currency, language) })}
        </Badge>
      ) : null}
    </Box>
  );
}

export function ReceiptsSection({ clientId, refreshKey }: ReceiptsSectionProps) {
  const { t } = useTranslation(NS);
  const { data, loading, error, reload } = useReceipts(clientId, refreshKey);
  const receipts = data?.receipts ?? [];
  return (
    <Stack as="section" id="receipts" aria-labelledby="receipts-title" gap={4}>
      <Heading as="h2" id="receipts-title" size="lg">
        {t('receipts.title')}
      </Heading>
      {error && !loading ? (
        <Stack gap={2} align="flex-start" role="alert">
          <Text>{t('receipts.loadFailed')}</Text>
          <Button size="sm" variant="outline" minH="44px" onClick={() => void reload()}>
            {t('receipts.retry')}
          </Button>
        </Stack>
      ) : !data ? (
        <LoadingBlock label={t('receipts.loading')} minH="60px" />
      ) : receipts.length === 0 ? (
        <Text color="fg.muted">{t('receipts.empty')}</Text>
      ) : (
        <Stack as="ul" gap={3} m={0} p={0} aria-labelledby="receipts-title">
          {receipts.map((receipt) => (
            <ReceiptItem key={receipt.number} receipt={receipt} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
