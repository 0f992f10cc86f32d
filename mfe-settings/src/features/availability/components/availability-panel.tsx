/**
 * Settings "Availability" (built-in scheduler): weekly hours in the therapist's time zone, one or more windows
 * per weekday, saved to the API, with a preview of the next free 45-minute slots clients will see.
 */
import { useMemo, useState } from 'react';
import { Box, Button, Heading, HStack, IconButton, Input, List, NativeSelect, Stack, Text, FormField, LoadingBlock, useMessage } from '@aliento/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { apiErrorStatus, browserTimeZone, toast, useResource } from '@aliento/core';
import { availabilitySchema, type Availability } from '@aliento/contracts/scheduling';
import { NS } from '../../../app/i18n';
import { FormStack } from '../../../components/form-stack';
import { SaveButton } from '../../../components/save-button';
import { freeSlotsAhead, schedulingApi } from '@aliento/api-client/scheduling';
import { formatSlot } from '../lib/format-slot';
import { timeZoneLabel, timeZoneOptions } from '../lib/time-zones';
import { useResetOnNewSource } from '../../../lib/reset-on-new-source';

/** Monday first, as calendars in Latin America show the week; stored weekdays are 0 (Sunday) to 6. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const PREVIEW_COUNT = 6;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The contract's schema plus one rule the form can check before the server: windows of a day must not overlap. */
const formSchema = availabilitySchema.superRefine((value, ctx) => {
  value.weekly.forEach((w, i) => {
    const clash = value.weekly.some(
      (o, j) => j !== i && o.weekday === w.weekday && TIME.test(o.start) && TIME.test(o.end) && w.start < o.end && o.start < w.end,
    );
    if (clash && TIME.test(w.start) && TIME.test(w.end) && w.start < w.end) {
      ctx.addIssue({ code: 'custom', message: 'overlap', path: ['weekly', i, 'end'] });
    }
  });
});

interface Loaded {
  availability: Availability;
  failed: boolean;
}

async function loadAvailability(userId: string): Promise<Loaded> {
  try {
    return { availability: await schedulingApi.getAvailability({ params: { id: userId } }), failed: false };
  } catch (error) {
    // 404: nothing saved yet; start from the browser's zone with no hours
    return { availability: { timeZone: browserTimeZone(), weekly: [] }, failed: apiErrorStatus(error) !== 404 };
  }
}

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = Math.min(23 * 60 + 59, h * 60 + m + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function AvailabilityPanel({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const loaded = useResource(() => loadAvailability(userId), [userId]);
  if (!loaded.data) return <LoadingBlock label={t('loading')} />;
  return <AvailabilityEditor userId={userId} initial={loaded.data} />;
}

function AvailabilityEditor({ userId, initial }: { userId: string; initial: Loaded }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const [saved, setSaved] = useState<Availability>(initial.availability);
  const zones = useMemo(() => timeZoneOptions(initial.availability.timeZone, browserTimeZone()), [initial]);
  const language = useLanguage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Availability>({ resolver: zodResolver(formSchema), mode: 'onTouched', defaultValues: initial.availability });
  const { fields, append, remove } = useFieldArray({ control, name: 'weekly', keyName: 'key' });

  useResetOnNewSource(initial, (source) => reset(source.availability));

  const dayName = (weekday: number) => t(`availability.days.d${weekday}`);

  const addWindow = (weekday: number) => {
    const sameDay = getValues('weekly').filter((w) => w.weekday === weekday && TIME.test(w.end));
    const lastEnd = sameDay
      .map((w) => w.end)
      .sort()
      .at(-1);
    const start = lastEnd && lastEnd < '23:00' ? lastEnd : '09:00';
    const end = lastEnd && lastEnd < '23:00' ? addMinutes(start, 60) : '17:00';
    append({ weekday, start, end });
  };

  const windowError = (index: number, part: 'start' | 'end'): string | undefined => {
    const error: FieldError | undefined = errors.weekly?.[index]?.[part];
    if (!error?.message) return undefined;
    if (error.message === 'overlap') return t('availability.overlap');
    const w = getValues(`weekly.${index}`);
    if (part === 'end' && error.message === 'invalidValue' && TIME.test(w.start) && TIME.test(w.end)) {
      return t('availability.endAfterStart');
    }
    return message(error.message);
  };

  const onSubmit = handleSubmit(async (values) => {
    const body: Availability = {
      timeZone: values.timeZone,
      weekly: [...values.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
    };
    try {
      const result = await schedulingApi.saveAvailability({ params: { id: userId }, body });
      setSaved(result);
      reset(result);
      toast.success(t('availability.success'));
    } catch {
      toast.error(t('availability.failure'));
    }
  });

  return (
    <Stack gap={8} maxW="800px">
      <FormStack onSubmit={onSubmit} gap={5} labelledBy="settings-availability-heading">
        <Heading as="h2" size="lg" id="settings-availability-heading">
          {t('availability.heading')}
        </Heading>
        <Text color="fg.muted">{t('availability.intro')}</Text>
        {initial.failed ? (
          <Text role="status" color="fg.warning">
            {t('availability.loadFailed')}
          </Text>
        ) : null}
        <FormField label={t('availability.timeZone')} error={message(errors.timeZone?.message)} hint={t('availability.timeZoneHint')} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('timeZone')}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {timeZoneLabel(z, language)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>

        <Stack as="ul" gap={3} listStyleType="none" m={0} p={0}>
          {WEEK.map((weekday) => {
            const day = dayName(weekday);
            const rows = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.weekday === weekday);
            return (
              <Box as="li" key={weekday} borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: 3, md: 4 }} aria-label={day}>
                <Stack direction={{ base: 'column', md: 'row' }} gap={3} align={{ md: 'flex-start' }}>
                  <Text fontWeight="semibold" minW={{ md: '120px' }} pt={{ md: 2 }}>
                    {day}
                  </Text>
                  <Stack gap={3} flex="1">
                    {rows.length === 0 ? (
                      <Text color="fg.muted" pt={{ md: 2 }}>
                        {t('availability.unavailable')}
                      </Text>
                    ) : null}
                    {rows.map(({ f, index }) => {
                      const startError = windowError(index, 'start');
                      const endError = windowError(index, 'end');
                      return (
                        <HStack key={f.key} gap={2} align="flex-start" wrap="wrap">
                          <Box flex="1" minW="120px">
                            <FormField label={<span aria-hidden="true">{t('availability.start')}</span>} error={startError}>
                              <Input type="time" step={300} aria-label={t('availability.startFor', { day })} {...register(`weekly.${index}.start`)} />
                            </FormField>
                          </Box>
                          <Box flex="1" minW="120px">
                            <FormField label={<span aria-hidden="true">{t('availability.end')}</span>} error={endError}>
                              <Input type="time" step={300} aria-label={t('availability.endFor', { day })} {...register(`weekly.${index}.end`)} />
                            </FormField>
                          </Box>
                          <IconButton
                            type="button"
                            variant="ghost"
                            colorPalette="accent"
                            minW="44px"
                            minH="44px"
                            mt={6}
                            aria-label={t('availability.removeWindow', { day, start: f.start, end: f.end })}
                            onClick={() => remove(index)}
                          >
                            <Trash2 />
                          </IconButton>
                        </HStack>
                      );
                    })}
                    <div>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        minH="44px"
                        colorPalette="brand"
                        aria-label={t('availability.addWindowFor', { day })}
                        onClick={() => addWindow(weekday)}
                      >
                        <Plus aria-hidden="true" /> {t('availability.addWindow')}
                      </Button>
                    </div>
                  </Stack>
                </Stack>
              </Box>
            );
          })}
        </Stack>
        <div>
          <SaveButton saving={isSubmitting}>{t('availability.save')}</SaveButton>
        </div>
      </FormStack>
      <SlotsPreview userId={userId} availability={saved} language={language} />
    </Stack>
  );
}

function SlotsPreview({ userId, availability, language }: { userId: string; availability: Availability; language: string }) {
  const { t } = useTranslation(NS);
  const { timeZone } = availability;
  const slots = useResource(() => freeSlotsAhead(userId, timeZone), [userId, availability]);

  return (
    <Stack as="section" gap={3} aria-labelledby="settings-slots-heading">
      <Heading as="h3" size="md" id="settings-slots-heading">
        {t('availability.previewHeading')}
      </Heading>
      <Text color="fg.muted">{t('availability.previewIntro', { zone: timeZoneLabel(timeZone, language) })}</Text>
      {slots.loading && !slots.data ? <LoadingBlock label={t('loading')} minH="80px" /> : null}
      {slots.error && !slots.loading ? <Text role="status">{t('availability.slotsFailed')}</Text> : null}
      {slots.data && !slots.error ? (
        slots.data.slots.length === 0 ? (
          <Text>{t('availability.noSlots')}</Text>
        ) : (
          <List.Root gap={1} ps={5} aria-label={t('availability.previewHeading')}>
            {slots.data.slots.slice(0, PREVIEW_COUNT).map((s) => (
              <List.Item key={s.startTime}>{formatSlot(s.startTime, s.endTime, language, timeZone)}</List.Item>
            ))}
          </List.Root>
        )
      ) : null}
    </Stack>
  );
}
