/** A therapist nobody can book yet (no availability, no verifiable Calendly): said kindly, with a way on. */
import { Button, Stack, Text } from '@aliento/ui';
import { CalendarClock } from 'lucide-react';
import { Link as RouterLink, paths } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

export function NoOpenTimes({ therapistName }: { therapistName: string }) {
  const { t } = useTranslation(NS);
  return (
    <Stack
      role="status"
      aria-labelledby="no-open-times-title"
      gap={3}
      align="start"
      p={4}
      bg="sand.100"
      rounded="lg"
      borderWidth="1px"
      borderColor="sand.200"
    >
      <Text id="no-open-times-title" fontWeight="semibold" display="flex" alignItems="center" gap={2}>
        <CalendarClock aria-hidden="true" size={20} />
        {t('booking.noOpenTimesTitle')}
      </Text>
      <Text>{t('booking.noOpenTimes', { name: therapistName })}</Text>
      <Button asChild variant="outline" colorPalette="brand" minH="44px">
        <RouterLink to={paths.therapists}>{t('booking.browseOthers')}</RouterLink>
      </Button>
    </Stack>
  );
}
