/** Frame of one wizard step: its heading (focused when the user arrives from another step) and Back / Next buttons. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../i18n';

export interface WizardStepProps {
  title: string;
  /** Move focus to the heading on mount (after Next or Back, not on first load). */
  focusOnMount: boolean;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  onBack?: () => void;
  /** The primary button's text: Next or Done. */
  submitLabel: string;
  submitDisabled?: boolean;
  /** While the primary button is disabled: the questions still unanswered (their labels), said beside it. */
  missing?: string[];
  submitting?: boolean;
  children: ReactNode;
}

export function WizardStep({
  title,
  focusOnMount,
  onSubmit,
  onBack,
  submitLabel,
  submitDisabled,
  missing = [],
  submitting,
  children,
}: WizardStepProps) {
  const { t, i18n } = useTranslation(NS);
  const missingId = useId();
  const missingText =
    submitDisabled && missing.length > 0
      ? t('registration.missing', { list: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing) })
      : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={6}>
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
          {title}
        </Heading>
        {children}
        {missingText ? (
          <Text id={missingId} color="fg.muted">
            {missingText}
          </Text>
        ) : null}
        <HStack gap={3} justify="space-between" pt={2}>
          {onBack ? (
            <Button type="button" variant="outline" colorPalette="brand" size="lg" onClick={onBack} disabled={submitting}>
              {t('registration.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            minW="140px"
            disabled={submitDisabled}
            aria-describedby={missingText ? missingId : undefined}
            loading={submitting}
            loadingText={t('registration.submitting')}
          >
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
