/** A read that failed: what could not be loaded, with a retry (the admin's lists, preferences and history). */
import { Alert, Button } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../app/i18n';

export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title flex="1">{title}</Alert.Title>
      <Button size="sm" minH="44px" variant="outline" onClick={onRetry}>{t('common.retry')}</Button>
    </Alert.Root>
  );
}
