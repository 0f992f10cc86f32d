/** "Your first session is free": said where a client chooses someone, until that session is used. */
import { Flex, Text } from '@aliento/ui';
import { Gift } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

export function FirstSessionFree() {
  const { t } = useTranslation(NS);
  return (
    <Flex align="center" gap={2} px={3} py={2} rounded="md" bg="accent.subtle" color="accent.fg" alignSelf="start">
      <Gift aria-hidden="true" size={18} />
      <Text fontWeight="semibold">{t('booking.firstSessionFree')}</Text>
    </Flex>
  );
}
