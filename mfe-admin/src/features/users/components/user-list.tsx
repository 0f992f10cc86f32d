import { Badge, Box, Flex, HStack, Input, Stack, Text, chakra } from '@aliento/ui';
import { useShowMore } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import type { AdminUser } from '@aliento/contracts/admin';
import { FilterToggle, ShowMoreButton } from '../../../lib/list-controls';
import { NS } from '../../../app/i18n';
import { isAwaitingApproval } from '../lib/user-filters';
import { fullName } from '../../../lib/person-text';
import { RoleBadges } from './role-badges';

export interface UserListProps {
  users: AdminUser[];
  search: string;
  onSearch: (value: string) => void;
  awaitingOnly: boolean;
  onAwaitingOnly: (value: boolean) => void;
  awaitingCount: number;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * Users the list shows at a time: the search finds anyone; "Show N more users" adds a page (a marketplace's thousands
 * of accounts are not rendered at once on a phone). A new search or filter starts again from one page.
 */
export const USERS_PAGE = 50;

/** The searchable user list with the 'Awaiting approval' filter (max height 500 px, scrolling). */
export function UserList(props: UserListProps) {
  const { t } = useTranslation(NS);
  const { users, search, onSearch, awaitingOnly, onAwaitingOnly, awaitingCount, selectedId, onSelect } = props;
  // the selected user stays in the list (its detail is open beside it), however far down; the first user "more" added
  // takes the focus
  const selectedAt = selectedId ? users.findIndex((u) => u.id === selectedId) : -1;
  const { shown, more, showMore, container } = useShowMore<AdminUser, HTMLDivElement>(users, {
    size: USERS_PAGE,
    resetKey: `${awaitingOnly}:${search}`,
    focusSelector: ':scope > li > button',
    keep: selectedAt + 1,
  });
  return (
    <Stack gap={3} minW={0}>
      <Box as="label" display="block">
        <Text as="span" fontWeight="medium" display="block" mb={1}>
          {t('users.searchLabel')}
        </Text>
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('users.searchPlaceholder')}
          autoComplete="off"
          minH="44px"
        />
      </Box>
      <Flex justify="space-between" align="center" gap={2} wrap="wrap">
        <FilterToggle pressed={awaitingOnly} onToggle={onAwaitingOnly} colorPalette="accent">
          {t('users.awaitingFilter', { count: awaitingCount })}
        </FilterToggle>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('users.count', { count: users.length })}
        </Text>
      </Flex>
      <Box
        ref={container}
        as="ul"
        aria-label={t('users.listLabel')}
        maxH="500px"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="lg"
        listStyleType="none"
        tabIndex={-1}
      >
        {users.length === 0 ? (
          <Box as="li" p={4} color="fg.muted">
            {awaitingOnly ? t('users.emptyAwaiting') : t('users.empty')}
          </Box>
        ) : (
          shown.map((user) => {
            const selected = user.id === selectedId;
            return (
              <Box as="li" key={user.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <chakra.button
                  type="button"
                  onClick={() => onSelect(user.id)}
                  aria-current={selected ? 'true' : undefined}
                  w="full"
                  textAlign="start"
                  px={4}
                  py={3}
                  minH="44px"
                  bg={selected ? 'brand.subtle' : undefined}
                  _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
                  cursor="pointer"
                >
                  <Text fontWeight="semibold" truncate>
                    {fullName(user)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {user.email}
                  </Text>
                  <HStack gap={1} mt={1} wrap="wrap">
                    <RoleBadges roles={user.roles} />
                    {isAwaitingApproval(user) ? (
                      <Badge colorPalette="accent" variant="solid">
                        {t('users.awaitingBadge')}
                      </Badge>
                    ) : null}
                  </HStack>
                </chakra.button>
              </Box>
            );
          })
        )}
        {more > 0 ? (
          <Box as="li" p={3} borderTopWidth="1px">
            <ShowMoreButton w="full" onClick={showMore}>
              {t('users.showMore', { count: more })}
            </ShowMoreButton>
          </Box>
        ) : null}
      </Box>
    </Stack>
  );
}
