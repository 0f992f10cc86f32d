import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action does, said before it happens. */
  children: ReactNode;
  /** The button that keeps things as they are, and the one that acts. */
  backLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The frame of every "are you sure?" on the appointments page: an alert dialog that cannot be closed while its
 * action is running, with the back button first and the action last (the same order on a phone and a desktop).
 */
export function ConfirmDialog({ open, title, children, backLabel, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !pending) onClose();
      }}
      placement="center"
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={4}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap={3}>
              <Button variant="outline" minH="44px" onClick={onClose} disabled={pending}>
                {backLabel}
              </Button>
              <Button colorPalette="accent" minH="44px" loading={pending} disabled={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label={t('modal.close')} disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
