/**
 * The time zone every time on a screen is shown in, in words ("hora oriental (New York)"), with a way to change it.
 * The choice is kept per person on this device (@aliento/core's setTimeZone) and sent to the API, so the mails show
 * the same times in the same words.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button, chakra, Flex, NativeSelect, Text } from '@aliento/ui';
import { browserTimeZone, setTimeZone, useTimeZone } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { timeZoneLabel } from '@aliento/contracts/time-zone-label';

/** The zones most of our readers live in (the US, Puerto Rico, Mexico, Central and South America, Spain). */
export const COMMON_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Mexico_City',
  'America/Tijuana',
  'America/Cancun',
  'America/Guatemala',
  'America/El_Salvador',
  'America/Tegucigalpa',
  'America/Managua',
  'America/Costa_Rica',
  'America/Panama',
  'America/Havana',
  'America/Santo_Domingo',
  'America/Bogota',
  'America/Caracas',
  'America/Lima',
  'America/Guayaquil',
  'America/La_Paz',
  'America/Santiago',
  'America/Asuncion',
  'America/Argentina/Buenos_Aires',
  'America/Montevideo',
  'Europe/Madrid',
  'UTC',
] as const;

/** "GMT-5": the zone's offset at `at`. */
function offsetName(zone: string, language: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

/** An option's text: "hora oriental (New York) · GMT-5". */
function optionLabel(zone: string, language: string, at: Date): string {
  return `${timeZoneLabel(zone, language, at)} · ${offsetName(zone, language, at)}`;
}

function allZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [...COMMON_TIME_ZONES];
  }
}

/** "Horarios en hora oriental (New York). Cambiar zona horaria": the zone of the times around it, and its picker. */
export function TimeZoneLine() {
  const { t } = useTranslation();
  const language = useLanguage();
  const zone = useTimeZone();
  const [open, setOpen] = useState(false);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // the list opened by 'Change time zone' takes the focus, as the button it replaces had it
  useEffect(() => {
    if (open) select.current?.focus();
  }, [open]);
  const label = timeZoneLabel(zone, language);

  if (!open) {
    return (
      <Flex wrap="wrap" align="center" columnGap={2} color="fg.muted">
        {/* the visitor's own zone: a prerendered frame leaves it blank (packages/mf-config/bin/prerender.mjs) */}
        <Text data-frame-blank="">{t('calendar.timesIn', { zone: label })}</Text>
        <Button variant="plain" colorPalette="brand" textDecoration="underline" px={0} minH="44px" onClick={() => setOpen(true)}>
          {t('calendar.changeZone')}
        </Button>
      </Flex>
    );
  }

  const now = new Date();
  const device = browserTimeZone();
  const common = [...new Set<string>([device, zone, ...COMMON_TIME_ZONES])];
  const rest = allZones().filter((z) => !common.includes(z));
  return (
    <Flex direction="column" gap={1} maxW="480px">
      <chakra.label htmlFor={id} fontWeight="semibold">
        {t('calendar.zoneLabel')}
      </chakra.label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          minH="44px"
          ref={select}
          value={zone}
          // the times around it follow at once; leaving the list closes it
          onChange={(e) => setTimeZone(e.currentTarget.value)}
          onBlur={() => setOpen(false)}
        >
          {common.map((z) => (
            <option key={z} value={z}>
              {z === device ? `${optionLabel(z, language, now)} — ${t('calendar.yourZone')}` : optionLabel(z, language, now)}
            </option>
          ))}
          <optgroup label={t('calendar.moreZones')}>
            {rest.map((z) => (
              <option key={z} value={z}>
                {optionLabel(z, language, now)}
              </option>
            ))}
          </optgroup>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
