import { Alert, CloseButton } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

/** A green banner at the top of the page (booked, purchased). */
export function SuccessBanner({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Alert.Root status="success" role="status" aria-live="polite" mb={6} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description fontSize="md">{text}</Alert.Description>
      </Alert.Content>
      <CloseButton size="md" minW="44px" minH="44px" aria-label={t('banner.close')} onClick={onClose} />
    </Alert.Root>
  );
}
