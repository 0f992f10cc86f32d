/** The privacy policy in a modal: the dialog is light; its PDF pages (react-pdf + pdf.js) load when it opens. */
import { lazy, Suspense } from 'react';
import { CloseButton, Dialog, Portal, LoadingBlock } from '@aliento/ui';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { policyFileFor } from '../lib/policy-files';
import { NS } from '../i18n';
import { usePrivacyModal } from '../../../lib/privacy-modal-store';

const PdfPages = lazy(() => import('./pdf-pages'));

export function PrivacyPolicyModal() {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const open = usePrivacyModal((s) => s.open);
  const hide = usePrivacyModal((s) => s.hide);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) hide();
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('privacy.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {open ? (
                <Suspense fallback={<LoadingBlock label={t('privacy.loading')} minH="300px" />}>
                  <PdfPages file={policyFileFor(language)} onDone={hide} />
                </Suspense>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label={t('privacy.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
