/** Loads the signed-in user's appointments as `viewer` (their therapist or their client list) and keeps them up to date locally. */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { errorText, toast, type SessionClaims } from '@aliento/core';
import type { Appointment } from '@aliento/contracts/appointments';
import { appointmentsApi } from '@aliento/api-client/appointments';
import type { AppointmentViewer } from '../lib/classify-appointments';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface UseAppointments {
  status: LoadStatus;
  appointments: Appointment[];
  reload: () => void;
  /** Replaces one appointment with the server's updated copy (after a cancellation request or confirmation). */
  replace: (updated: Appointment) => void;
}

/** `viewer` null (an admin with neither role): nothing to load. */
export function useAppointments(claims: SessionClaims | null, viewer: AppointmentViewer | null): UseAppointments {
  const userId = viewer ? (claims?.id ?? null) : null;
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [appointments, setAppointments] = useState<Appointment[]>([]);
  const generation = useRef(0);

  const reload = useCallback(() => {
    if (!userId) return;
    const current = ++generation.current;
    setStatus('loading');
    const fetchList = viewer === 'therapist' ? appointmentsApi.listTherapistAppointments : appointmentsApi.listClientAppointments;
    fetchList({ params: { id: userId } }).then(
      (list) => {
        if (current !== generation.current) return;
        // a transition: the list renders in slices a tap can interrupt, not one long task on a slow phone
        startTransition(() => {
          setAppointments(list);
          setStatus('ready');
        });
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        // Spec section 8: logged, and shown as 'Error: ' + message only when the server answered.
        console.error(error);
        const text = errorText(error);
        if (text) toast.error(text);
        setStatus('error');
      },
    );
  }, [userId, viewer]);

  useEffect(() => {
    reload();
    return () => {
      generation.current += 1;
    };
  }, [reload]);

  const replace = useCallback((updated: Appointment) => {
    setAppointments((list) => list.map((a) => (a._id === updated._id ? updated : a)));
  }, []);

  return { status, appointments, reload, replace };
}
