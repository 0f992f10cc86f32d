/** Dashboard home (client): approved therapist cards with the sidebar filters and favourites. */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Flex, Grid, Heading, Stack, Text, LoadingBlock, PageContainer } from '@aliento/ui';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { errorText, toast, useSession, useResource, useShowMore } from '@aliento/core';
import { NS } from '../i18n';
import { useFavorites } from '../../features/favorites/hooks/use-favorites';
import { getClientPreferences } from '../../features/matching/api/get-client-preferences';
import { rankTherapists } from '../../features/matching/match-therapists';
import { therapistsApi } from '@aliento/api-client/therapists';
import { filterTherapists } from '../../features/therapists/filter-therapists';
import { useNameSearch } from '../../features/therapists/hooks/use-name-search';
import { useDebouncedQuery, useDirectoryFilters } from '../../features/therapists/stores/filters-store';
import { FilterSidebar } from '../../features/therapists/components/filter-sidebar';
import { DirectoryCard } from './directory-card';
import { FirstSessionFree } from '../../features/booking/components/first-session-free';
import { useFirstSessionFree } from '../../features/booking/hooks/use-first-session-free';

/**
 * The cards the list shows first, on its own (a phone's screen and then some; two rows of the widest grid): the first
 * photo is requested and painted without waiting for every card to render; the rest of the page follows a moment later.
 */
export const FIRST_CARDS = 6;
/**
 * The cards of a page: "Show more therapists" adds as many again. A phone renders (and scrolls past) a dozen cards,
 * not every therapist of the marketplace; a new search or filter starts from one page again.
 */
export const PAGE_CARDS = 12;
/** Spec section 5 / 9: the sidebar search waits 200 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 200;
const SIDEBAR_ID = 'directory-filters';
/** Where the filters are a sidebar beside the list (Chakra's `lg`), not a sheet over it. */
const SIDEBAR_MEDIA = '(min-width: 992px)';

export function DirectoryPage() {
  const { t } = useTranslation(NS);
  const { claims } = useSession();
  const userId = claims?.id;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeFilters = () => {
    setFiltersOpen(false);
    toggle.current?.focus();
  };
  // the sheet (only a phone can open it) takes the focus and holds the page behind it still; a screen that grows to
  // the sidebar's width (a tablet turned) closes it, or the page would stay still with no way to close the sheet
  useEffect(() => {
    if (!filtersOpen) return;
    document.getElementById(SIDEBAR_ID)?.querySelector<HTMLElement>('input')?.focus();
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    const wide = window.matchMedia(SIDEBAR_MEDIA);
    const closeWhenWide = () => {
      if (wide.matches) setFiltersOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => {
      wide.removeEventListener('change', closeWhenWide);
      root.style.overflow = before;
    };
  }, [filtersOpen]);

  const therapists = useResource(() => therapistsApi.listTherapists({ query: { approved: 'true' } }), []);
  const preferences = useResource(() => getClientPreferences(userId as string), [userId], { enabled: Boolean(userId) });
  const favorites = useFavorites(userId);
  const firstFree = useFirstSessionFree();
  // the page follows the search 200 ms after the last key, not at each key (the field itself shows every key at once)
  const query = useDebouncedQuery(SEARCH_DEBOUNCE_MS);
  const searchByName = useNameSearch(useDirectoryFilters((s) => s.query.trim() !== ''));
  const view = useDirectoryFilters((s) => s.view);
  const genders = useDirectoryFilters((s) => s.genders);
  const specialties = useDirectoryFilters((s) => s.specialties);

  useEffect(() => {
    if (therapists.error) {
      const text = errorText(therapists.error);
      if (text) toast.error(text);
    }
  }, [therapists.error]);

  const ranked = useMemo(() => rankTherapists(therapists.data ?? [], preferences.data ?? null), [therapists.data, preferences.data]);
  // A key typed or a box ticked answers at once; the list follows in the background, in slices the next key
  // interrupts (on a slow phone, rendering fifty cards took longer than the gap between two keys).
  const wanted = useDeferredValue(
    useMemo(() => ({ query, view, genders, specialties, searchByName }), [query, view, genders, specialties, searchByName]),
  );
  const visible = useMemo(() => {
    const byTherapist = new Map(ranked.map((r) => [r.therapist, r]));
    const { searchByName: search, ...criteria } = wanted;
    const list = filterTherapists(
      ranked.map((r) => r.therapist),
      criteria,
      favorites.favorites,
      search,
    );
    return list.map((therapist) => byTherapist.get(therapist)!);
  }, [ranked, wanted, favorites.favorites]);

  // The first cards first (see FIRST_CARDS), then the page (PAGE_CARDS) in the background (a transition); each press
  // of "Show more therapists" adds a page. Another search or filter starts again from one page.
  // The first card the press added takes the focus (its article).
  const {
    shown,
    showMore,
    container: list,
  } = useShowMore<(typeof visible)[number], HTMLDivElement>(visible, {
    size: PAGE_CARDS,
    first: FIRST_CARDS,
    resetKey: wanted,
    focusSelector: ':scope > li > article',
  });

  // The list renders again only when what it shows changes, not at each keystroke in the search (which only narrows
  // the list 200 ms after the last one): typing stays quick on a phone. Each card is memoised (directory-card.tsx).
  const { isFavorite, isPending, toggle: toggleFavorite } = favorites;
  const cards = useMemo(
    () => (
      <Grid ref={list} as="ul" listStyleType="none" m={0} p={0} templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap={5}>
        {shown.map(({ therapist, match }, index) => (
          <li key={therapist.user}>
            <DirectoryCard
              therapist={therapist}
              match={match}
              first={index === 0}
              favorite={isFavorite(therapist.user)}
              pending={isPending(therapist.user)}
              onToggle={toggleFavorite}
            />
          </li>
        ))}
      </Grid>
    ),
    [shown, isFavorite, isPending, toggleFavorite, list],
  );

  // wait for preferences and the free first session too, so nothing jumps when the match order or the notice arrives
  const loading = (therapists.loading && !therapists.data) || preferences.loading || firstFree === null;

  return (
    <PageContainer>
      <Stack gap={2} mb={6}>
        <Heading as="h1" size="2xl">
          {t('directory.title')}
        </Heading>
        <Text color="fg.muted">{t('directory.intro')}</Text>
      </Stack>
      <Button
        ref={toggle}
        display={{ base: 'flex', lg: 'none' }}
        variant="outline"
        colorPalette="brand"
        minH="44px"
        mb={4}
        aria-expanded={filtersOpen}
        aria-controls={SIDEBAR_ID}
        onClick={() => setFiltersOpen((o) => !o)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t('filters.toggle')}
      </Button>
      <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap={6} alignItems="start">
        {/* On a phone the filters open as a sheet over the list, which stays where it was; "Show N therapists" closes it. */}
        <Box
          display={{ base: filtersOpen ? 'block' : 'none', lg: 'block' }}
          position={{ base: 'fixed', lg: 'sticky' }}
          inset={{ base: 0, lg: 'auto' }}
          top={{ base: 0, lg: 4 }}
          zIndex={{ base: 1400, lg: 'auto' }}
          bg={{ base: 'bg', lg: 'transparent' }}
          overflowY={{ base: 'auto', lg: 'visible' }}
          p={{ base: 4, lg: 0 }}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && filtersOpen) closeFilters();
          }}
        >
          <FilterSidebar id={SIDEBAR_ID} />
          <Box display={{ base: 'block', lg: 'none' }} position="sticky" bottom={0} pt={3} pb={1} bg="bg">
            <Button w="full" colorPalette="brand" minH="48px" onClick={closeFilters}>
              {t('filters.show', { count: visible.length })}
            </Button>
          </Box>
        </Box>
        <Box as="section" aria-label={t('directory.listLabel')} minW={0}>
          {loading ? (
            <LoadingBlock label={t('directory.loading')} />
          ) : therapists.error && !therapists.data ? (
            <Stack align="start" gap={3} role="alert">
              <Text>{t('directory.loadFailed')}</Text>
              <Button colorPalette="brand" minH="44px" onClick={() => void therapists.reload()}>
                {t('directory.retry')}
              </Button>
            </Stack>
          ) : (
            <>
              {firstFree ? (
                <Box mb={4}>
                  <FirstSessionFree />
                </Box>
              ) : null}
              <Flex justify="space-between" wrap="wrap" gap={2} mb={4} color="fg.muted" fontSize="sm">
                <Text aria-live="polite">{t('directory.count', { count: visible.length })}</Text>
                {preferences.data ? <Text>{t('directory.orderedByMatch')}</Text> : null}
              </Flex>
              {visible.length === 0 ? (
                <Text py={8} textAlign="center" color="fg.muted">
                  {view === 'favorites' && favorites.isEmpty ? t('directory.emptyFavorites') : t('directory.empty')}
                </Text>
              ) : (
                <>
                  {cards}
                  {shown.length < visible.length ? (
                    <Stack align="center" gap={2} mt={6}>
                      <Text color="fg.muted" fontSize="sm">
                        {t('directory.shown', { shown: shown.length, count: visible.length })}
                      </Text>
                      <Button variant="outline" colorPalette="brand" minH="44px" onClick={showMore}>
                        {t('directory.showMore')}
                      </Button>
                    </Stack>
                  ) : null}
                </>
              )}
            </>
          )}
        </Box>
      </Grid>
    </PageContainer>
  );
}
