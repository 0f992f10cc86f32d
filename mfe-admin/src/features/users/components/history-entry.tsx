/** One entry of a user's history: what happened and when, who did it, and what changed (before → after). */
import type { ReactNode } from 'react';
import { Box, Flex, Stack, Text, chakra } from '@aliento/ui';
import { useLanguage, useTranslation } from '@aliento/i18n';
import type { AuditEntry } from '@aliento/contracts/audit';
import { NS } from '../../../app/i18n';
import { formatDateTime } from '../../../lib/format-date';
import { actionLabel, actorText, detailRows, fieldLabel, personName, valueText, type Translate } from '../lib/history-text';

export interface HistoryEntryProps {
  entry: AuditEntry;
  /** The user whose history is shown: entries about someone else (what this user did) name that person. */
  userId: string;
}

/** A label and a value, stacked on a phone and side by side on wider screens. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex as="div" direction={{ base: 'column', sm: 'row' }} gap={{ base: 0, sm: 2 }}>
      <chakra.dt fontWeight="medium" minW={{ sm: '180px' }}>
        {label}
      </chakra.dt>
      <chakra.dd overflowWrap="anywhere">{children}</chakra.dd>
    </Flex>
  );
}

export function HistoryEntry({ entry, userId }: HistoryEntryProps) {
  const { t: translate } = useTranslation(NS);
  const t: Translate = (key, options) => translate(key, { ...options });
  const language = useLanguage();
  const changes = Object.entries(entry.changes ?? {});
  const details = detailRows(t, language, entry);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={{ base: 3, md: 4 }} listStyleType="none">
      <Flex wrap="wrap" justify="space-between" gap={2}>
        <Text as="h3" fontWeight="semibold">
          {actionLabel(t, entry.action)}
        </Text>
        <chakra.time dateTime={entry.occurredAt} color="fg.muted" fontSize="sm">
          {formatDateTime(entry.occurredAt, language)}
        </chakra.time>
      </Flex>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {actorText(t, entry)}
      </Text>
      {entry.subject.id !== userId ? (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {t('history.about', { name: personName(t, entry.subject) })}
        </Text>
      ) : null}
      {changes.length > 0 ? (
        <Stack as="dl" gap={1} mt={2} fontSize="sm" aria-label={t('history.changesLabel')}>
          {changes.map(([field, change]) => (
            <Row key={field} label={fieldLabel(t, 'fields', field)}>
              {'redacted' in change ? (
                t('history.redacted')
              ) : (
                <>
                  {valueText(t, language, field, change.before)} <span aria-hidden="true">→</span>{' '}
                  <chakra.span srOnly>{t('history.becomes')}</chakra.span> {valueText(t, language, field, change.after)}
                </>
              )}
            </Row>
          ))}
        </Stack>
      ) : null}
      {details.length > 0 ? (
        <Stack as="dl" gap={1} mt={2} fontSize="sm" aria-label={t('history.detailsLabel')}>
          {details.map(([label, text]) => (
            <Row key={label} label={label}>
              {text}
            </Row>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
