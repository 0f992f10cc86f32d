import { memo, type ReactNode } from 'react';
import { Box, Button, Checkbox, Heading, Input, Stack, Text } from '@aliento/ui';
import { Search } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { SPECIALTIES, THERAPIST_GENDERS } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';
import { isFiltered, useDirectoryFilters, type DirectoryView } from '../stores/filters-store';

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

/** The name search: the only part of the sidebar a key typed re-renders. */
function SearchField() {
  const { t } = useTranslation(NS);
  const query = useDirectoryFilters((s) => s.query);
  const setQuery = useDirectoryFilters((s) => s.setQuery);
  return (
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
          value={query}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(e) => setQuery(e.target.value)}
          ps={10}
          h="44px"
          bg="white"
        />
      </Box>
    </Box>
  );
}

const VIEWS: DirectoryView[] = ['favorites', 'all'];

/** My Therapists / All Therapists. */
function ViewChoice() {
  const { t } = useTranslation(NS);
  const current = useDirectoryFilters((s) => s.view);
  const setView = useDirectoryFilters((s) => s.setView);
  return (
    <Group legend={t('filters.view')}>
      <Stack direction="row" gap={2}>
        {VIEWS.map((view) => (
          <Button
            key={view}
            flex="1"
            minH="44px"
            colorPalette="brand"
            variant={current === view ? 'solid' : 'outline'}
            aria-pressed={current === view}
            onClick={() => setView(view)}
            whiteSpace="normal"
          >
            {t(view === 'favorites' ? 'filters.myTherapists' : 'filters.allTherapists')}
          </Button>
        ))}
      </Stack>
    </Group>
  );
}

/** The checkbox filters: each list of choices, its legend and the words of each choice. */
const CHECKS = {
  genders: { options: THERAPIST_GENDERS, legend: 'labels.gender', label: (value: string) => `labels.genders.${value}` },
  specialties: { options: SPECIALTIES, legend: 'labels.specialties', label: (value: string) => `specialties.${value}` },
} as const;

/** A group of checkboxes (gender, specialties), following only its own filter. */
function FilterChecks({ filter }: { filter: keyof typeof CHECKS }) {
  const { t } = useTranslation(NS);
  const chosen: readonly string[] = useDirectoryFilters((s) => s[filter]);
  const toggle = useDirectoryFilters((s) => s.toggle);
  const { options, legend, label } = CHECKS[filter];
  return (
    <Group legend={t(legend, { ns: 'common' })}>
      {options.map((value) => (
        <Check key={value} label={t(label(value), { ns: 'common' })} checked={chosen.includes(value)} onChange={() => toggle(filter, value)} />
      ))}
    </Group>
  );
}

/**
 * "Clear filters", shown while any is set. It is rendered from the start and only hidden: a button whose styles first
 * appear at the first key typed makes the browser restyle the whole page (about 170 ms on a slow phone).
 */
function ClearFilters() {
  const { t } = useTranslation(NS);
  const active = useDirectoryFilters(isFiltered);
  const clear = useDirectoryFilters((s) => s.clear);
  return (
    <div hidden={!active}>
      <Button variant="ghost" colorPalette="brand" minH="44px" w="full" onClick={clear}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}

/**
 * The directory sidebar: name search, My Therapists / All Therapists, gender and specialty checkboxes. Each part
 * follows only its own filter, so typing a name does not re-render the checkboxes (slow on a phone).
 */
export const FilterSidebar = memo(function FilterSidebar({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  return (
    <Stack as="aside" id={id} aria-label={t('filters.title')} gap={6} bg="white" p={4} rounded="xl" borderWidth="1px" borderColor="sand.200">
      <Heading as="h2" size="md">
        {t('filters.title')}
      </Heading>
      <SearchField />
      <ViewChoice />
      <FilterChecks filter="genders" />
      <FilterChecks filter="specialties" />
      <ClearFilters />
    </Stack>
  );
});
