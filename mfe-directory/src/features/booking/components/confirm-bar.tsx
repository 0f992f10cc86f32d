/**
 * The confirmation beside the chosen time: when, with whom, and the button. On a phone it is a bar fixed to the
 * bottom of the screen (the choice stays in sight while the person scrolls back to the profile); from the md
 * breakpoint it sits under the times. The button takes the focus when it appears (see BuiltInScheduler).
 */
import type { Ref } from 'react';
import { Box, Button, Flex, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

type Props = {
  when: string;
  therapistName: string;
  /** Which credit the booking uses and how many remain, when known. */
  credit: string | null;
  submitting: boolean;
  disabled: boolean;
  onConfirm: () => void;
  buttonRef: Ref<HTMLButtonElement>;
};

/** Room the fixed bar takes at the bottom of a phone screen, kept free below the page's end. */
export const CONFIRM_BAR_SPACE = '132px';

export function ConfirmBar({ when, therapistName, credit, submitting, disabled, onConfirm, buttonRef }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Box
      position={{ base: 'fixed', md: 'static' }}
      insetX={{ base: 0, md: 'auto' }}
      bottom={{ base: 0, md: 'auto' }}
      zIndex={{ base: 'sticky', md: 'auto' }}
      bg={{ base: 'white', md: 'brand.subtle' }}
      borderTopWidth={{ base: '1px', md: 0 }}
      borderColor="sand.200"
      boxShadow={{ base: '0 -4px 16px rgba(0, 0, 0, 0.08)', md: 'none' }}
      rounded={{ base: 'none', md: 'lg' }}
      px={4}
      pt={{ base: 3, md: 4 }}
      pb={{ base: 'calc(12px + env(safe-area-inset-bottom))', md: 4 }}
      mt={{ md: 4 }}
    >
      <Flex direction={{ base: 'column', sm: 'row', md: 'column' }} gap={3} align={{ sm: 'center', md: 'stretch' }} maxW="1200px" mx="auto">
        <Box flex="1" aria-live="polite">
          <Text fontWeight="semibold">{t('booking.selected', { when })}</Text>
          <Text color="fg.muted">{t('booking.withTherapist', { name: therapistName })}</Text>
          {credit ? (
            <Text color="fg.muted" fontSize="sm">
              {credit}
            </Text>
          ) : null}
        </Box>
        <Button
          ref={buttonRef}
          colorPalette="brand"
          minH="48px"
          alignSelf={{ base: 'stretch', md: 'start' }}
          scrollMarginBottom={6}
          loading={submitting}
          loadingText={t('booking.confirming')}
          disabled={disabled}
          onClick={onConfirm}
        >
          {t('booking.confirm')}
        </Button>
      </Flex>
    </Box>
  );
}
