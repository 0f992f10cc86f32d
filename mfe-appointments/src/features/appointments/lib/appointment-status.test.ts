import type { Appointment } from '@aliento/contracts/appointments';
import { makeAppointment, HOUR } from '../../../testing/fixtures';
import { es } from '../../../app/i18n-es';
import { en } from '../../../app/i18n-en';
import { appointmentStatus } from './appointment-status';

const cancelled = (refundStatus: Appointment['refundStatus']) =>
  makeAppointment('x', HOUR, { requestCancellation: true, cancelled: true, refundStatus, jitsiLink: null });
const requested = (refundStatus: Appointment['refundStatus']) => makeAppointment('x', HOUR, { requestCancellation: true, refundStatus });

/** The catalogue text of a status key. */
function text(catalogue: typeof es, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;
}

describe('appointmentStatus', () => {
  test.each([
    ['AUTO_REFUNDED', 'Cancelada · crédito devuelto', 'Cancelled · credit returned', 'Cancelled · credit returned to the client'],
    ['REFUNDED', 'Cancelada · crédito devuelto', 'Cancelled · credit returned', 'Cancelled · credit returned to the client'],
    ['CARD_REFUNDED', 'Cancelada · reembolsada a tu tarjeta', 'Cancelled · refunded to your card', 'Cancelled · refunded to the client'],
    ['DECLINED', 'Cancelada · sin devolución', 'Cancelled · no refund', 'Cancelled · no refund'],
    [
      'PENDING',
      'Cancelada · esperando una decisión sobre tu crédito',
      'Cancelled · waiting for a decision on your credit',
      'Cancelled · our team decides on the credit',
    ],
    ['NONE', 'Cancelada', 'Cancelled', 'Cancelled'],
  ] as const)('a cancelled session (%s) says what happened to the credit', (refund, clientEs, clientEn, therapistEn) => {
    const a = cancelled(refund);
    expect(text(es, appointmentStatus(a, 'client')?.key)).toBe(clientEs);
    expect(text(en, appointmentStatus(a, 'client')?.key)).toBe(clientEn);
    expect(text(en, appointmentStatus(a, 'therapist')?.key)).toBe(therapistEn);
  });

  test('a request waits for a decision; a declined one keeps the session on', () => {
    expect(text(es, appointmentStatus(requested('PENDING'), 'client')?.key)).toBe('Cancelación solicitada · esperando una decisión');
    expect(text(en, appointmentStatus(requested('PENDING'), 'client')?.key)).toBe('Cancellation requested · waiting for a decision');
    expect(text(es, appointmentStatus(requested('DECLINED'), 'client')?.key)).toMatch(/^Cancelación rechazada/);
    expect(text(en, appointmentStatus(requested('DECLINED'), 'client')?.key)).toMatch(/^Cancellation declined/);
    expect(text(en, appointmentStatus(requested('PENDING'), 'therapist')?.key)).toBe('Cancellation requested · the time is still reserved');
    expect(text(en, appointmentStatus(requested('DECLINED'), 'therapist')?.key)).toMatch(/no refund · the time is still reserved/);
  });

  test('a session that goes ahead has no status', () => {
    expect(appointmentStatus(makeAppointment('x', HOUR), 'client')).toBeNull();
    expect(appointmentStatus(makeAppointment('x', HOUR), 'therapist')).toBeNull();
  });
});
