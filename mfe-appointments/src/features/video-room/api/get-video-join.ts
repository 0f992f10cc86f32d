import { api } from '@aliento/core';
import { videoJoinResponseSchema, type VideoJoinResponse } from '@aliento/contracts/video';

/**
 * `GET /api/appointments/{id}/video`: the room name and this person's token. Asked at each join, never cached:
 * the server gives it only to the session's two people, and only from shortly before the start to the end.
 */
export async function getVideoJoin(appointmentId: string): Promise<VideoJoinResponse> {
  const data = await api.get(`/api/appointments/${encodeURIComponent(appointmentId)}/video`, { retry: 0 }).json();
  return videoJoinResponseSchema.parse(data);
}
