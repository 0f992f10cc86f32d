import { Badge, Box, Flex, Stack, Text, chakra } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import { SESSION_MINUTES } from '@aliento/contracts/plans';
import { NS } from '../i18n';
import { formatUsd, purchasablePlans } from '../lib/plan-pricing';

export interface PlanChoiceStepProps {
  value: PurchasablePlanCode | null;
  onChange: (plan: PurchasablePlanCode) => void;
}

/** Step 1 of the upgrade modal: the purchasable plans as a radio group with price, sessions and savings. */
export function PlanChoiceStep({ value, onChange }: PlanChoiceStepProps) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Stack as="fieldset" gap={3} border="none" p={0} m={0}>
      <chakra.legend srOnly>{t('modal.plansLabel')}</chakra.legend>
      {purchasablePlans().map((plan) => {
        const checked = value === plan.code;
        return (
          <Box
            as="label"
            key={plan.code}
            display="flex"
            alignItems="flex-start"
            gap={3}
            p={4}
            minH="44px"
            borderWidth="2px"
            borderRadius="lg"
            cursor="pointer"
            borderColor={checked ? 'brand.solid' : 'border'}
            bg={checked ? 'brand.subtle' : 'white'}
            _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focus', outlineOffset: '2px' }}
          >
            <chakra.input
              type="radio"
              name="plan"
              value={plan.code}
              checked={checked}
              onChange={() => onChange(plan.code as PurchasablePlanCode)}
              mt={1}
              w={5}
              h={5}
              accentColor="var(--chakra-colors-brand-600)"
            />
            <Stack gap={1} flex="1">
              <Flex justify="space-between" gap={2} wrap="wrap">
                <Text fontWeight="semibold">{t(`plans.${plan.code}`, { ns: 'common' })}</Text>
                <Text fontWeight="semibold">{formatUsd(plan.amountCents, i18n.language)}</Text>
              </Flex>
              <Text color="fg.muted" fontSize="sm">
                {t('modal.sessions', { count: plan.credits, minutes: SESSION_MINUTES })}
                {plan.couples ? ` · ${t('modal.couples')}` : ''}
              </Text>
              {plan.savingsCents > 0 ? (
                <Badge colorPalette="accent" alignSelf="flex-start" variant="subtle">
                  {t('modal.savings', { amount: formatUsd(plan.savingsCents, i18n.language) })}
                </Badge>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
