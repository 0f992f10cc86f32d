import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@aliento/ui';
import type { Appointment } from '@aliento/contracts/appointments';
import type { AppointmentViewer } from '../lib/classify-appointments';
import { AppointmentItem } from './appointment-item';

export interface AppointmentListProps {
  id: string;
  title: string;
  emptyText: string;
  appointments: Appointment[];
  viewer: AppointmentViewer;
  renderActions?: (appointment: Appointment) => ReactNode;
}

/** A titled list of appointments (upcoming or past). */
export function AppointmentList({ id, title, emptyText, appointments, viewer, renderActions }: AppointmentListProps) {
  return (
    <Stack as="section" aria-labelledby={id} gap={4}>
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {appointments.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <Stack as="ul" gap={4} m={0} p={0} aria-labelledby={id}>
          {appointments.map((appointment) => (
            <AppointmentItem key={appointment._id} appointment={appointment} viewer={viewer} actions={renderActions?.(appointment)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
