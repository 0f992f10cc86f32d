/**
 * The way into an appointment's video room: only its two people get it (a signed token with JaaS or a self-hosted
 * Jitsi), only in the join window, never for a cancelled session.
 */
import { videoJoinWindow, type VideoJoinResponse } from '@aliento/contracts/video';
import { findAppointment } from '../data/appointments';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from './context';
import { roomLink } from './video';
import { jaasToken, jitsiToken } from './video-tokens';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** `GET /api/appointments/{id}/video`: how the signed-in party opens the room of this session, now. */
export async function getVideoJoin(ctx: ServiceContext, userId: string, appointmentId: string, now = new Date()): Promise<VideoJoinResponse> {
  const a = await findAppointment(ctx.db, appointmentId);
  if (!a) throw new AppError(404, 'appointmentNotFound');
  const isTherapist = a.therapist_id === userId;
  if (!isTherapist && a.client_id !== userId) throw new AppError(403, 'videoNotParticipant');
  if (a.cancelled) throw new AppError(409, 'appointmentCancelled');
  if (!a.start_time || !a.end_time) throw new AppError(409, 'videoNoSchedule');
  const { opensAt, closesAt } = videoJoinWindow(a.start_time, a.end_time);
  if (now < opensAt) throw new AppError(409, 'videoTooEarly');
  if (now >= closesAt) throw new AppError(409, 'videoEnded');

  const { video, videoHost } = ctx.config;
  const host = new URL(videoHost);
  const displayName = isTherapist ? fullName(a.t_first, a.t_last) : fullName(a.c_first, a.c_last);
  const request = { userId, displayName, moderator: isTherapist, room: a.room, domain: host.hostname.toLowerCase(), opensAt, closesAt, now };
  const jwt = video.provider === 'jaas' ? await jaasToken(video, request) : video.provider === 'jitsi' ? await jitsiToken(video, request) : null;
  const link = roomLink(videoHost, a.room);
  return {
    provider: video.provider,
    domain: host.host,
    scriptUrl: `${videoHost}/external_api.js`,
    // JaaS rooms live under the AppID: the IFrame API wants "<AppID>/<room>"
    roomName: video.provider === 'jaas' ? `${video.appId}/${a.room}` : a.room,
    jwt,
    displayName,
    moderator: isTherapist,
    // Jitsi reads a token from the `jwt` query parameter of a room address
    link: jwt ? `${link}?jwt=${jwt}` : link,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
  };
}
