/**
 * The page's actions on one appointment and the dialog each opens: move (reschedule), ask to cancel (client), accept a
 * request (therapist). Each answer from the server replaces the item in the list; errors are said in a toast.
 */
import { useState } from 'react';
import { useTranslation } from '@aliento/i18n';
import { errorText, toast } from '@aliento/core';
import type { Appointment } from '@aliento/contracts/appointments';
import { appointmentsApi } from '@aliento/api-client/appointments';
import { NS } from '../i18n';
import { formatAppointmentTime } from '../../features/appointments/lib/format-appointment-time';

function actionErrorText(error: unknown): string {
  return errorText(error) ?? (error instanceof Error ? error.message : String(error));
}

interface Options {
  /** Puts the server's answer in place of the listed appointment. */
  replace: (appointment: Appointment) => void;
  /** Reloads the plan card (a cancellation with notice gives the credit back). */
  refreshCredits: () => void;
}

export function useAppointmentActions({ replace, refreshCredits }: Options) {
  const { t, i18n } = useTranslation(NS);
  const [toMove, setToMove] = useState<Appointment | null>(null);
  const [toCancel, setToCancel] = useState<Appointment | null>(null);
  const [toAccept, setToAccept] = useState<Appointment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (appointment: Appointment, action: () => Promise<void>) => {
    setBusyId(appointment._id);
    try {
      await action();
    } catch (error) {
      console.error(error);
      toast.error(actionErrorText(error));
    } finally {
      setBusyId(null);
    }
  };

  const requestCancellation = (appointment: Appointment, reason: string) =>
    run(appointment, async () => {
      const body = { appointmentId: appointment._id, ...(reason.trim() ? { reason } : {}) };
      const updated = await appointmentsApi.requestCancellation({ body });
      replace(updated);
      // with 24 hours' notice the session is cancelled at once and the credit is back: the plan card shows it
      if (updated.cancelled) {
        toast.success(t('cancel.cancelledWithCredit'));
        refreshCredits();
      } else {
        toast.success(t('cancel.requested'));
      }
      setToCancel(null);
    });

  const acceptCancellation = (appointment: Appointment) =>
    run(appointment, async () => {
      replace(await appointmentsApi.acceptCancellation({ body: { appointmentId: appointment._id } }));
      toast.success(t('cancel.accepted'));
      setToAccept(null);
    });

  const moved = (appointment: Appointment) => {
    replace(appointment);
    setToMove(null);
    const record = appointment.calendlyAppointment;
    const when = record ? formatAppointmentTime(record.startTime, record.endTime, i18n.language) : null;
    toast.success(t('reschedule.done', { when: when ? `${when.date}, ${when.time}` : '' }));
  };

  return {
    toMove,
    toCancel,
    toAccept,
    busyId,
    isBusy: (appointment: Appointment | null) => !!appointment && busyId === appointment._id,
    openMove: setToMove,
    openCancel: setToCancel,
    openAccept: setToAccept,
    closeMove: () => setToMove(null),
    closeCancel: () => setToCancel(null),
    closeAccept: () => setToAccept(null),
    requestCancellation,
    acceptCancellation,
    moved,
  };
}
