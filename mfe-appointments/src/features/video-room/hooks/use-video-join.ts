/** Asks the API for the way into a session's room: ready, refused with the server's reason, or unreachable. */
import { useEffect, useState } from 'react';
import { apiErrorBody } from '@aliento/core';
import type { VideoJoinResponse } from '@aliento/contracts/video';
import { appointmentsApi } from '@aliento/api-client/appointments';

export type VideoJoinState =
  | { status: 'pending' }
  | { status: 'ready'; join: VideoJoinResponse }
  /** The server said no (not this person's session, too early, ended, cancelled): its message says why. */
  | { status: 'refused'; message: string }
  /** No answer (offline, timeout): worth another try. */
  | { status: 'unreachable' };

/** `attempt` changes to ask again (the retry button). */
export function useVideoJoin(appointmentId: string, attempt: number): VideoJoinState {
  const [state, setState] = useState<VideoJoinState>({ status: 'pending' });
  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    // asked at each join, never cached: the server gives it only to the session's two people, and only near the time
    appointmentsApi.getVideoJoin({ params: { id: appointmentId } }, { retry: 0 }).then(
      (join) => current && setState({ status: 'ready', join }),
      (error: unknown) => {
        if (!current) return;
        const body = apiErrorBody(error);
        setState(body ? { status: 'refused', message: body.message } : { status: 'unreachable' });
      },
    );
    return () => {
      current = false;
    };
  }, [appointmentId, attempt]);
  return state;
}
