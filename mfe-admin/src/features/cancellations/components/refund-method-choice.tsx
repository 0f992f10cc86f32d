/**
 * How an accepted late cancellation is paid back, with the policy stated where the admin decides: a session
 * credit to the client's plan, or the session's price back to the card through Stripe.
 */
import { RadioGroup, Stack, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import type { RefundMethod } from '@aliento/contracts/admin-payments';
import { NS } from '../../../app/i18n';

const METHODS: RefundMethod[] = ['credit', 'card'];

export function RefundMethodChoice({ value, onChange, disabled }: { value: RefundMethod; onChange: (m: RefundMethod) => void; disabled: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap={3} mt={5} p={4} borderWidth="1px" borderRadius="md" bg="bg.subtle">
      <Text fontWeight="semibold" id="refund-policy-title">
        {t('cancellations.policyTitle')}
      </Text>
      <Text fontSize="sm">{t('cancellations.policy')}</Text>
      <RadioGroup.Root
        value={value}
        onValueChange={(e) => onChange(e.value as RefundMethod)}
        disabled={disabled}
        aria-label={t('cancellations.methodLabel')}
        colorPalette="brand"
      >
        <Stack gap={2}>
          {METHODS.map((m) => (
            <RadioGroup.Item key={m} value={m} minH="44px" alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt={1} />
              <RadioGroup.ItemText>
                <Text as="span" fontWeight="medium" display="block">
                  {t(`cancellations.methods.${m}`)}
                </Text>
                <Text as="span" fontSize="sm" color="fg.muted" display="block">
                  {t(`cancellations.methodHints.${m}`)}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  );
}
