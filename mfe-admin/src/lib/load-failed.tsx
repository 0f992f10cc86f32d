import { Alert, Button } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../app/i18n';

/** A panel whose data could not load: what failed, and a way to try again (44 px, as every touch target). */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title flex="1">{text}</Alert.Title>
      <Button size="sm" minH="44px" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert.Root>
  );
}
