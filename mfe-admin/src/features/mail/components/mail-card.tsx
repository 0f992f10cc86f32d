/** One mail's delivery: subject, recipient, what it is, its state, attempts, the last error and when; resend. */
import { Badge, Box, Button, DataList, Flex, Heading, Stack, Text } from '@aliento/ui';
import { useLanguage, useTranslation } from '@aliento/i18n';
import type { MailDeliveryItem } from '@aliento/contracts/mail-delivery';
import { NS } from '../../../app/i18n';
import { formatFullDate } from '../../../lib/format-date';

type State = 'failed' | 'retrying' | 'queued' | 'sending' | 'sent';

/** What an admin needs to know about a mail's state. */
export function mailState(mail: MailDeliveryItem): State {
  if (mail.status === 'pending') return mail.lastError ? 'retrying' : 'queued';
  return mail.status;
}

const PALETTE: Record<State, string> = { failed: 'red', retrying: 'orange', queued: 'gray', sending: 'gray', sent: 'brand' };

type Props = {
  mail: MailDeliveryItem;
  /** False when the server has no SMTP: nothing can be sent, so nothing is offered. */
  canSend: boolean;
  busy: boolean;
  onResend: (mail: MailDeliveryItem) => void;
};

export function MailCard({ mail, canSend, busy, onResend }: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const state = mailState(mail);
  const when = (iso: string | null) => formatFullDate(iso, language);
  const rows: [string, string | null][] = [
    [t('mail.to'), mail.to],
    [t('mail.kind'), t(`mail.kinds.${mail.kind}`, { defaultValue: mail.kind })],
    [t('mail.attempts'), String(mail.attempts)],
    [t('mail.createdAt'), when(mail.createdAt)],
    [t('mail.lastAttemptAt'), when(mail.lastAttemptAt)],
    // a queued mail goes out on its own; the next try matters only for one that failed before
    [t('mail.nextAttemptAt'), state === 'retrying' ? when(mail.nextAttemptAt) : null],
    [t('mail.sentAt'), when(mail.sentAt)],
  ];
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" bg="white" p={{ base: 4, md: 5 }}>
      <Stack gap={3}>
        <Flex justify="space-between" align="flex-start" gap={3} wrap="wrap">
          <Heading as="h3" size="md" overflowWrap="anywhere">
            {mail.subject}
          </Heading>
          <Badge colorPalette={PALETTE[state]} variant={state === 'failed' ? 'solid' : 'subtle'}>
            {t(`mail.states.${state}`)}
          </Badge>
        </Flex>
        <DataList.Root orientation="horizontal" size="sm" gap={1}>
          {rows
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <DataList.Item key={label} flexWrap="wrap">
                <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
        </DataList.Root>
        {mail.lastError ? (
          <Box>
            <Text fontSize="sm" fontWeight="medium">
              {t('mail.lastError')}
            </Text>
            <Text fontSize="sm" fontFamily="mono" color="fg.muted" overflowWrap="anywhere">
              {mail.lastError}
            </Text>
          </Box>
        ) : null}
        {canSend && (state === 'failed' || state === 'retrying') ? (
          <Button
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            minH="44px"
            colorPalette="brand"
            variant={state === 'failed' ? 'solid' : 'outline'}
            loading={busy}
            onClick={() => onResend(mail)}
            aria-label={t('mail.resendLabel', { subject: mail.subject, to: mail.to })}
          >
            {t('mail.resend')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
