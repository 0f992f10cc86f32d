import { useEffect, useRef } from 'react';
import { Button, Flex, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../app/i18n';

/**
 * The second step of a decision with money or access: what will happen, said plainly, with Confirm (focused, since the
 * button pressed gives way to this) and Back. Nothing is sent before Confirm.
 */
export function ConfirmStep({
  summary,
  onConfirm,
  onBack,
  colorPalette = 'brand',
}: {
  summary: string;
  onConfirm: () => void;
  onBack: () => void;
  colorPalette?: 'brand' | 'accent';
}) {
  const { t } = useTranslation(NS);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Flex gap={3} direction="column" w="full">
      <Text fontWeight="semibold" aria-live="polite">
        {summary}
      </Text>
      <Flex gap={3} wrap="wrap" direction={{ base: 'column', sm: 'row' }} justify="flex-end">
        <Button variant="outline" minH="44px" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button ref={confirm} colorPalette={colorPalette} minH="44px" onClick={onConfirm}>
          {t('common.confirm')}
        </Button>
      </Flex>
    </Flex>
  );
}
