import { HStack, Progress } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../i18n';

/** Spec section 9: three phases at 33 %, 66 %, 100 %, shown as n/3. */
export const STEP_PERCENT = [33, 66, 100] as const;

export function WizardProgress({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation(NS);
  return (
    <Progress.Root value={STEP_PERCENT[step - 1]} colorPalette="brand" size="sm">
      <HStack gap={3}>
        <Progress.Track
          flex="1"
          borderRadius="full"
          aria-label={t('registration.progress', { step })}
          aria-valuetext={t('registration.progress', { step })}
        >
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText aria-hidden="true" fontWeight="semibold" color="fg.muted">
          {t('registration.progressShort', { step })}
        </Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
}
