import { memo, type ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@aliento/ui';
import { useShowMore } from '@aliento/core';
import type { Appointment } from '@aliento/contracts/appointments';
import type { AppointmentViewer } from '../lib/classify-appointments';
import { AppointmentItem } from './appointment-item';

/** A long list shows a page at a time; "more" adds the next page (the past list of a busy therapist grows every day). */
export interface AppointmentPaging {
  size: number;
  /** The button that adds a page. */
  moreLabel: string;
  /** "Showing {shown} of {count}" in the page's language. */
  shownText: (shown: number, count: number) => string;
}

export interface AppointmentListProps {
  id: string;
  title: string;
  emptyText: string;
  appointments: Appointment[];
  viewer: AppointmentViewer;
  renderActions?: (appointment: Appointment) => ReactNode;
  paging?: AppointmentPaging;
  /** An appointment a mail links to: the list shows at least as far as it, whatever the page. */
  linkedId?: string | null;
}

/** How many items to show so that the linked one is among them. */
function reach(appointments: Appointment[], linkedId: string | null | undefined, size: number): number {
  const at = linkedId ? appointments.findIndex((a) => a._id === linkedId) : -1;
  return Math.max(size, at + 1);
}

/**
 * A titled list of appointments (upcoming or past). Memoised: the page renders again when its plan card's credits
 * arrive (after the list, on the client's page), and the lists, the most of the page, are not rendered again with it.
 */
export const AppointmentList = memo(function AppointmentList({
  id,
  title,
  emptyText,
  appointments,
  viewer,
  renderActions,
  paging,
  linkedId,
}: AppointmentListProps) {
  const size = paging?.size ?? Number.POSITIVE_INFINITY;
  // the linked appointment is always among those shown (also a mail's link opened while the page is open); the first
  // item "more" added takes the focus
  const {
    shown,
    showMore,
    container: list,
  } = useShowMore<Appointment, HTMLDivElement>(appointments, { size, keep: reach(appointments, linkedId, size), focusSelector: ':scope > li' });

  return (
    <Stack as="section" aria-labelledby={id} gap={4}>
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {appointments.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <Stack ref={list} as="ul" gap={4} m={0} p={0} aria-labelledby={id}>
          {shown.map((appointment) => (
            <AppointmentItem key={appointment._id} appointment={appointment} viewer={viewer} actions={renderActions?.(appointment)} />
          ))}
        </Stack>
      )}
      {paging && shown.length < appointments.length ? (
        <Stack align="center" gap={2}>
          <Text color="fg.muted" fontSize="sm">
            {paging.shownText(shown.length, appointments.length)}
          </Text>
          <Button variant="outline" colorPalette="brand" minH="44px" onClick={showMore}>
            {paging.moreLabel}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
});
