/** Mounts the privacy-policy modal (Chakra's dialog, then the PDF viewer) only once a visitor first opens it. */
import { lazy, useState } from 'react';
import { ChakraPage } from '../../../components/chakra-page';
import { usePrivacyModal } from '../../../lib/privacy-modal-store';

const PrivacyPolicyModal = lazy(() => import('./privacy-policy-modal').then((m) => ({ default: m.PrivacyPolicyModal })));

export function PrivacyPolicySlot() {
  const open = usePrivacyModal((s) => s.open);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <ChakraPage minHeight="0">
      <PrivacyPolicyModal />
    </ChakraPage>
  );
}
