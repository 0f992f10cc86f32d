import { useTransition } from 'react';
import { Button, Card, Heading, Stack, Text, LoadingBlock } from '@aliento/ui';
import { Sparkles } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { NS } from '../../../app/i18n';

export interface PlanCardProps {
  loading: boolean;
  subscription: Subscription | null;
  /** The balance could not be read: said so (with a retry), never "No Plan" to someone who may have one. */
  failed?: boolean;
  onRetry?: () => void;
  onUpgrade: () => void;
  /** The person is about to press the upgrade button (pointer over it, finger down, keyboard focus): time to fetch. */
  onUpgradeIntent?: () => void;
}

/** The height the plan's lines take (name and balance, or No Plan and its hint on two lines): loading keeps it. */
const PLAN_MIN_H = '80px';

/** The client's plan and remaining sessions; 'No Plan' and an upgrade button when there is no credit. */
export function PlanCard({ loading, subscription, failed = false, onRetry, onUpgrade, onUpgradeIntent }: PlanCardProps) {
  const { t } = useTranslation(NS);
  // Spec section 4: a plan is shown only while currentCredit is above 0.
  const plan = subscription && subscription.currentCredit > 0 ? subscription : null;
  // the tap answers at once (the button shows it is opening); the page renders the dialog in slices meanwhile
  const [opening, startOpening] = useTransition();
  return (
    <Card.Root as="section" aria-labelledby="plan-card-title" variant="subtle" bg="brand.subtle">
      <Card.Body gap={3} p={{ base: 4, md: 5 }}>
        <Heading as="h2" id="plan-card-title" size="md">
          {t('plan.title')}
        </Heading>
        {loading ? (
          <LoadingBlock label={t('plan.loading')} minH={PLAN_MIN_H} />
        ) : failed ? (
          <Stack gap={2} align="flex-start" role="alert">
            <Text>{t('plan.loadFailed')}</Text>
            {onRetry ? (
              <Button size="sm" variant="outline" minH="44px" onClick={onRetry}>
                {t('retry')}
              </Button>
            ) : null}
          </Stack>
        ) : plan ? (
          // as tall as the loading state, so the list under the card on a phone does not move when the plan arrives
          <Stack gap={1} minH={PLAN_MIN_H}>
            <Text fontSize="xl" fontWeight="semibold">
              {t(`plans.${plan.plan}`, { ns: 'common' })}
            </Text>
            <Text>{t('plan.remaining', { count: plan.currentCredit })}</Text>
          </Stack>
        ) : (
          <Stack gap={1} minH={PLAN_MIN_H}>
            <Text fontSize="xl" fontWeight="semibold">
              {t('plan.noPlan')}
            </Text>
            <Text color="fg.muted">{t('plan.noPlanHint')}</Text>
          </Stack>
        )}
        <Button
          colorPalette="accent"
          minH="44px"
          alignSelf="flex-start"
          loading={opening}
          onPointerEnter={onUpgradeIntent}
          onPointerDown={onUpgradeIntent}
          onFocus={onUpgradeIntent}
          onClick={() => startOpening(onUpgrade)}
        >
          <Sparkles size={18} aria-hidden />
          {t('plan.upgrade')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
