import { Button, Flex } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import type { AppointmentViewer } from '../lib/classify-appointments';

/** For a person who is a therapist and a client: which of their appointments the page shows. */
export function ViewerSwitch({ value, onChange }: { value: AppointmentViewer; onChange: (viewer: AppointmentViewer) => void }) {
  const { t } = useTranslation(NS);
  return (
    <Flex role="group" aria-label={t('viewer.label')} gap={2} wrap="wrap" mb={6}>
      {(['therapist', 'client'] as const).map((viewer) => (
        <Button
          key={viewer}
          minH="44px"
          variant={value === viewer ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={value === viewer}
          onClick={() => onChange(viewer)}
        >
          {t(viewer === 'therapist' ? 'viewer.asTherapist' : 'viewer.asClient')}
        </Button>
      ))}
    </Flex>
  );
}
