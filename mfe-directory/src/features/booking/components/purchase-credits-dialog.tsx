import { Button, Dialog, Portal, Text } from '@aliento/ui';
import { type AppointmentsNavState, page, paths, useNavigate, useTimeZone } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import type { SlotHold } from '@aliento/contracts/appointments';
import { formatDayTime } from '@aliento/calendar';
import { NS } from '../../../app/i18n';

/**
 * Spec "Therapist detail", for a Calendly booking with no credit: 'Purchase Credits?' offers Yes (appointments, where
 * the plan modal opens from the display-modal flag) and No (reload the page). Only those two ways out. A built-in time
 * is not sent here any more: its sessions are bought over the booking (BuyOverBooking, issue 20). A time held for the
 * client is still said with its end, should one be given.
 */
export function PurchaseCreditsDialog({ open, held = null }: { open: boolean; held?: SlotHold | null }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const timeZone = useTimeZone();
  const heldText = held
    ? t('credits.held', {
        when: formatDayTime(held.startTime, language, timeZone),
        until: new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(held.expiresAt)),
      })
    : null;
  const navigate = useNavigate();
  const yes = () => {
    const state: AppointmentsNavState = { displayModal: true };
    navigate(paths.appointments, { state });
  };
  return (
    <Dialog.Root open={open} role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={4}>
          <Dialog.Content maxW="420px">
            <Dialog.Header>
              <Dialog.Title>{t('credits.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('credits.body')}</Text>
              {heldText ? <Text mt={3}>{heldText}</Text> : null}
            </Dialog.Body>
            <Dialog.Footer gap={3}>
              <Button variant="outline" colorPalette="brand" minH="44px" minW="88px" onClick={() => page.reload()}>
                {t('labels.no', { ns: 'common' })}
              </Button>
              <Button colorPalette="brand" minH="44px" minW="88px" onClick={yes}>
                {t('labels.yes', { ns: 'common' })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
