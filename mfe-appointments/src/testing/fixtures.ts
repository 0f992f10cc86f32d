/** Test data built from the contracts' types, and a render helper that mounts the App where the shell does. */
import type { Appointment } from '@aliento/contracts/appointments';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { makeSubscription as buildSubscription } from '@aliento/testing';

export const CLIENT_ID = '00000000-0000-4000-8000-000000000001';
export const THERAPIST_ID = '00000000-0000-4000-8000-000000000002';
export const MOUNT = '/dashboard/appointments';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let seq = 0;
function nextId(): string {
  seq += 1;
  return `00000000-0000-4000-8000-${seq.toString(16).padStart(12, '0')}`;
}

/** An appointment starting `startsInMs` from now (negative: in the past), 45 minutes long. */
export function makeAppointment(name: string, startsInMs: number, overrides: Partial<Appointment> = {}): Appointment {
  const start = new Date(Date.now() + startsInMs);
  const end = new Date(start.getTime() + 45 * MINUTE);
  return {
    _id: nextId(),
    calendlyAppointment: { name, startTime: start.toISOString(), endTime: end.toISOString() },
    therapist: { _id: THERAPIST_ID, firstName: 'Lucía', lastName: 'Méndez' },
    client: { _id: CLIENT_ID, firstName: 'Ana', lastName: 'García' },
    jitsiLink: `https://meet.jit.si/aliento-${name.toLowerCase().replace(/\s+/g, '-')}`,
    requestCancellation: false,
    requestCancellationDate: null,
    cancelled: false,
    completed: false,
    refundStatus: 'NONE',
    createdAt: new Date(Date.now() - 10 * 24 * HOUR).toISOString(),
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return buildSubscription({ _id: '00000000-0000-4000-8000-00000000f001', client: CLIENT_ID, updatedAt: new Date().toISOString(), ...overrides });
}

export { HOUR, MINUTE };
