/** "Agregar a tu calendario": Google Calendar, Outlook and an .ics download for one session. */
import { Button, Flex, Link, Text } from '@aliento/ui';
import { CalendarPlus, Download } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { googleCalendarUrl, icsFile, outlookCalendarUrl, type CalendarEvent } from '../lib/calendar-links';

/** Saves the .ics through a temporary object URL (works offline, and on phones hands it to the calendar app). */
function download(event: CalendarEvent): void {
  const url = URL.createObjectURL(new Blob([icsFile(event)], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'aliento-sesion.ics';
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AddToCalendar({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation(NS);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Flex role="group" aria-labelledby={`add-to-calendar-${event.id}`} wrap="wrap" align="center" gap={3}>
      <Text id={`add-to-calendar-${event.id}`} fontWeight="semibold" display="flex" alignItems="center" gap={2}>
        <CalendarPlus size={18} aria-hidden />
        {t('calendarLinks.title')}
      </Text>
      {[
        { href: googleCalendarUrl(event), label: t('calendarLinks.google') },
        { href: outlookCalendarUrl(event), label: t('calendarLinks.outlook') },
      ].map((link) => (
        <Link
          key={link.label}
          href={link.href}
          {...external}
          color="brand.fg"
          textDecoration="underline"
          minH="44px"
          display="inline-flex"
          alignItems="center"
        >
          {link.label}
        </Link>
      ))}
      <Button variant="outline" colorPalette="brand" size="sm" minH="44px" onClick={() => download(event)}>
        <Download size={16} aria-hidden />
        {t('calendarLinks.ics')}
      </Button>
    </Flex>
  );
}
