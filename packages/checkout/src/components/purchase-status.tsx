/** What the card step says about the payment: failed (nothing charged), being confirmed, or taking longer. */
import { Alert, Button, Spinner } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../i18n';
import type { PurchasePhase } from '../hooks/use-purchase-plan';

export function PurchaseStatus({ phase, onCheckAgain }: { phase: PurchasePhase; onCheckAgain: () => void }) {
  const { t } = useTranslation(NS);
  if (phase === 'failed') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{t('modal.failedInline')}</Alert.Description>
      </Alert.Root>
    );
  }
  if (phase === 'confirming') {
    return (
      <Alert.Root status="info" role="status">
        <Spinner size="sm" color="brand.solid" />
        <Alert.Description>{t('modal.confirming')}</Alert.Description>
      </Alert.Root>
    );
  }
  if (phase === 'slow') {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content gap={2}>
          <Alert.Description>{t('modal.slow')}</Alert.Description>
          <Button size="sm" variant="outline" minH="44px" alignSelf="flex-start" onClick={onCheckAgain}>
            {t('modal.checkAgain')}
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
