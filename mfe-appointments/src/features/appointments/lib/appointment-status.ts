/**
 * One status per appointment, in words that mean one thing for the role reading it (issue 20). A returned credit
 * always means the session is off; a request made less than 24 hours ahead keeps the time reserved until the therapist
 * accepts it, while the team decides about the credit (ARCHITECTURE section 5).
 */
import type { Appointment } from '@aliento/contracts/appointments';
import type { AppointmentViewer } from './classify-appointments';

export interface AppointmentStatus {
  /** Catalogue key of the status text (`status.<viewer>.<name>`). */
  key: string;
  /** Colour of the status badge. */
  palette: 'gray' | 'orange' | 'red';
}

function cancelledName(refund: Appointment['refundStatus']): string {
  switch (refund) {
    case 'AUTO_REFUNDED':
    case 'REFUNDED':
      return 'cancelledCreditReturned';
    case 'CARD_REFUNDED':
      return 'cancelledCardRefunded';
    case 'DECLINED':
      return 'cancelledNoRefund';
    case 'PENDING':
      return 'cancelledDecisionPending';
    default:
      return 'cancelled';
  }
}

/** The status of `appointment` for `viewer`, or null for a session that simply goes ahead. */
export function appointmentStatus(appointment: Appointment, viewer: AppointmentViewer): AppointmentStatus | null {
  const refund = appointment.refundStatus;
  if (appointment.cancelled) {
    const name = cancelledName(refund);
    return { key: `status.${viewer}.${name}`, palette: name === 'cancelledNoRefund' ? 'red' : 'gray' };
  }
  if (!appointment.requestCancellation) return null;
  if (viewer === 'client') {
    return refund === 'DECLINED' ? { key: 'status.client.declined', palette: 'red' } : { key: 'status.client.requested', palette: 'orange' };
  }
  return { key: refund === 'DECLINED' ? 'status.therapist.requestedNoRefund' : 'status.therapist.requested', palette: 'orange' };
}
