/** The "Therapist profile" tab: the Calendly connection above the profile form, loaded together when the tab opens. */
import { Stack } from '@aliento/ui';
import { CalendlyConnection } from '../../features/calendly/components/calendly-connection';
import { TherapistProfileForm } from '../../features/therapist-profile/components/therapist-profile-form';

export function TherapistTab({ userId }: { userId: string }) {
  return (
    <Stack gap={8}>
      <CalendlyConnection />
      <TherapistProfileForm userId={userId} />
    </Stack>
  );
}
