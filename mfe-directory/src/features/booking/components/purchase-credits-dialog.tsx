import { Button, Dialog, Portal, Text } from '@aliento/ui';
import { type AppointmentsNavState, page, paths, useNavigate } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

/**
 * Spec "Therapist detail": with no credit, 'Purchase Credits?' offers Yes (appointments, where the plan modal
 * opens from the display-modal flag) and No (reload the page). Only those two ways out.
 */
export function PurchaseCreditsDialog({ open }: { open: boolean }) {
  const { t } = useTranslation(NS);
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
