import { Alert, List } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../i18n';
import { LOCAL_TEST_CARDS } from '../lib/test-cards';

/** Which cards the embedded test processor accepts or declines. */
export function TestCardsNote() {
  const { t } = useTranslation(NS);
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content gap={1}>
        <Alert.Title>{t('modal.card.testTitle')}</Alert.Title>
        <Alert.Description>
          <List.Root ps={4} gap={1}>
            {LOCAL_TEST_CARDS.map((card) => (
              <List.Item key={card.number}>
                {card.outcome === 'succeeds'
                  ? t('modal.card.testSucceeds', { number: card.number })
                  : t('modal.card.testDeclined', { number: card.number })}
              </List.Item>
            ))}
          </List.Root>
          {t('modal.card.testHint')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
