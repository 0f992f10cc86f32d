/** Open times (or how to book) could not be loaded: said plainly, with a retry. */
import { Button, Stack, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

export function SlotsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Stack align="start" gap={3} role="alert">
      <Text>{t('booking.slotsFailed')}</Text>
      <Button colorPalette="brand" minH="44px" onClick={onRetry}>
        {t('directory.retry')}
      </Button>
    </Stack>
  );
}
