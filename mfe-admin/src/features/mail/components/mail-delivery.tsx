/**
 * Mail delivery for admins: how mail is doing (not configured, failed mails, mails retrying for a while), the mails
 * in trouble (or all recent ones), and sending one again. Bodies are never shown: a reset link is its owner's.
 */
import { useState } from 'react';
import { Alert, Box, Button, Flex, NativeSelect, Stack, Text, LoadingBlock } from '@aliento/ui';
import { NO_CACHE_HEADERS, toast, useResource } from '@aliento/core';
import { adminApi } from '@aliento/api-client/admin';
import { useTranslation } from '@aliento/i18n';
import type { MailDeliveryFilter, MailDeliveryItem, MailDeliveryResponse } from '@aliento/contracts/mail-delivery';
import { NS } from '../../../app/i18n';
import { notifyError } from '../../../lib/notify-error';
import { MailCard } from './mail-card';
import { LoadFailed } from '../../../lib/load-failed';

const FILTERS: MailDeliveryFilter[] = ['problems', 'failed', 'retrying', 'all'];

function Summary({ summary }: { summary: MailDeliveryResponse['summary'] }) {
  const { t } = useTranslation(NS);
  const notes: { status: 'info' | 'warning' | 'error' | 'success'; text: string }[] = [];
  if (!summary.smtp) notes.push({ status: 'info', text: t('mail.summary.noSmtp') });
  if (summary.failed > 0) notes.push({ status: 'error', text: t('mail.summary.failed', { count: summary.failed }) });
  if (summary.longRetrying > 0) notes.push({ status: 'warning', text: t('mail.summary.longRetrying', { count: summary.longRetrying }) });
  else if (summary.retrying > 0) notes.push({ status: 'info', text: t('mail.summary.retrying', { count: summary.retrying }) });
  if (notes.length === 0) notes.push({ status: 'success', text: t('mail.summary.ok') });
  return (
    <Stack gap={2}>
      {notes.map((n) => (
        <Alert.Root key={n.text} status={n.status}>
          <Alert.Indicator />
          <Alert.Title>{n.text}</Alert.Title>
        </Alert.Root>
      ))}
    </Stack>
  );
}

export function MailDelivery() {
  const { t } = useTranslation(NS);
  const [filter, setFilter] = useState<MailDeliveryFilter>('problems');
  const delivery = useResource(() => adminApi.listMailDeliveries({ query: { status: filter, limit: 100 } }, { headers: NO_CACHE_HEADERS }), [filter]);
  const [busyId, setBusyId] = useState<string | null>(null);

  const resend = async (mail: MailDeliveryItem) => {
    setBusyId(mail._id);
    try {
      await adminApi.resendMail({ params: { id: mail._id } });
      toast.success(t('mail.resent', { to: mail.to }));
      await delivery.reload();
    } catch (error) {
      notifyError(error, t('common.networkError'));
      void delivery.reload();
    } finally {
      setBusyId(null);
    }
  };

  if (delivery.loading && !delivery.data) return <LoadingBlock label={t('common.loading')} />;
  if (delivery.error && !delivery.data) {
    return <LoadFailed text={t('mail.loadError')} onRetry={() => void delivery.reload()} />;
  }
  const data = delivery.data as MailDeliveryResponse;
  return (
    <Stack gap={5}>
      <Text color="fg.muted">{t('mail.intro')}</Text>
      <Summary summary={data.summary} />
      <Flex gap={3} align="flex-end" wrap="wrap">
        <Box as="label" flex="1" minW="14rem" maxW={{ md: '320px' }}>
          <Text as="span" fontWeight="medium" display="block" mb={1}>
            {t('mail.filterLabel')}
          </Text>
          <NativeSelect.Root>
            <NativeSelect.Field minH="44px" value={filter} onChange={(e) => setFilter(e.target.value as MailDeliveryFilter)}>
              {FILTERS.map((f) => (
                <option key={f} value={f}>
                  {t(`mail.filters.${f}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Button minH="44px" variant="outline" loading={delivery.loading} onClick={() => void delivery.reload()}>
          {t('mail.refresh')}
        </Button>
      </Flex>
      {data.mails.length === 0 ? (
        <Box borderWidth="1px" borderRadius="lg" p={6} color="fg.muted">
          {t(filter === 'all' ? 'mail.emptyAll' : 'mail.empty')}
        </Box>
      ) : (
        <Stack as="ul" gap={3} aria-label={t('mail.listLabel')}>
          {data.mails.map((m) => (
            <MailCard key={m._id} mail={m} canSend={data.summary.smtp} busy={busyId === m._id} onResend={(x) => void resend(x)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
