import type { ReactNode } from 'react';
import { Box, Button, Checkbox, Heading, Input, Stack, Text } from '@aliento/ui';
import { Search } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { SPECIALTIES, THERAPIST_GENDERS } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';
import { useDirectoryFilters, type DirectoryView } from '../stores/filters-store';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box as="fieldset" borderWidth={0} p={0} m={0} minW={0}>
      <Text as="legend" fontWeight="semibold" mb={2}>
        {legend}
      </Text>
      <Stack gap={0}>{children}</Stack>
    </Box>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={onChange} colorPalette="brand" minH="44px" alignItems="center">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The directory sidebar: name search, My Therapists / All Therapists, gender and specialty checkboxes. */
export function FilterSidebar({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  const filters = useDirectoryFilters();
  const views: DirectoryView[] = ['favorites', 'all'];
  const active = filters.query !== '' || filters.view !== 'all' || filters.genders.length > 0 || filters.specialties.length > 0;

  return (
    <Stack as="aside" id={id} aria-label={t('filters.title')} gap={6} bg="white" p={4} rounded="xl" borderWidth="1px" borderColor="sand.200">
      <Heading as="h2" size="md">
        {t('filters.title')}
      </Heading>
      <Box>
        <Text asChild fontWeight="semibold" display="block" mb={2}>
          <label htmlFor="directory-search">{t('filters.search')}</label>
        </Text>
        <Box position="relative">
          <Box position="absolute" left={3} top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" zIndex={1} display="flex">
            <Search size={18} aria-hidden="true" />
          </Box>
          <Input
            id="directory-search"
            type="search"
            autoComplete="off"
            value={filters.query}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(e) => filters.setQuery(e.target.value)}
            ps={10}
            h="44px"
            bg="white"
          />
        </Box>
      </Box>
      <Group legend={t('filters.view')}>
        <Stack direction="row" gap={2}>
          {views.map((view) => (
            <Button
              key={view}
              flex="1"
              minH="44px"
              colorPalette="brand"
              variant={filters.view === view ? 'solid' : 'outline'}
              aria-pressed={filters.view === view}
              onClick={() => filters.setView(view)}
              whiteSpace="normal"
            >
              {t(view === 'favorites' ? 'filters.myTherapists' : 'filters.allTherapists')}
            </Button>
          ))}
        </Stack>
      </Group>
      <Group legend={t('labels.gender', { ns: 'common' })}>
        {THERAPIST_GENDERS.map((g) => (
          <Check
            key={g}
            label={t(`labels.genders.${g}`, { ns: 'common' })}
            checked={filters.genders.includes(g)}
            onChange={() => filters.toggleGender(g)}
          />
        ))}
      </Group>
      <Group legend={t('labels.specialties', { ns: 'common' })}>
        {SPECIALTIES.map((s) => (
          <Check
            key={s}
            label={t(`specialties.${s}`, { ns: 'common' })}
            checked={filters.specialties.includes(s)}
            onChange={() => filters.toggleSpecialty(s)}
          />
        ))}
      </Group>
      {active ? (
        <Button variant="ghost" colorPalette="brand" minH="44px" onClick={filters.clear}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
