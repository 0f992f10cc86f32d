/**
 * The video room of an appointment: `GET /api/appointments/{id}/video` answers how to open the room (Jitsi IFrame
 * API) for the signed-in party, with a signed token when the server uses 8x8 JaaS or a self-hosted Jitsi.
 * The join window is defined once, here, for the server (which enforces it) and the screens (which explain it).
 */
import { z } from 'zod';
import { dateTimeText } from './common';

export { VIDEO_JOIN_WINDOW, videoJoinWindow } from './video-window';

/**
 * Which video service the server is configured for: `demo` = the public meet.jit.si (no token; embedded calls
 * end after a few minutes there, so it is only for trying the room), `jaas` = 8x8 JaaS, `jitsi` = a self-hosted
 * Jitsi with token authentication.
 */
export const videoProviderSchema = z.enum(['demo', 'jaas', 'jitsi']);
/** A video service. */
export type VideoProvider = z.infer<typeof videoProviderSchema>;

/** `GET /api/appointments/{id}/video` answer (only to the appointment's two parties, only in the join window). */
export const videoJoinResponseSchema = z.object({
  provider: videoProviderSchema,
  /** The Jitsi domain for `new JitsiMeetExternalAPI(domain, …)` (host[:port]). */
  domain: z.string(),
  /** Address of the IFrame API script (`external_api.js`) to load. */
  scriptUrl: z.string(),
  /** The room name to give the IFrame API: `<AppID>/<room>` with JaaS, the room alone otherwise. */
  roomName: z.string(),
  /** The signed token for this person, this room and this session's time (null in the demo). */
  jwt: z.string().nullable(),
  /** The name the other person sees. */
  displayName: z.string(),
  /** True for the therapist, who admits the client from the lobby. */
  moderator: z.boolean(),
  /** The room's address for a new tab (with the token when there is one). */
  link: z.string(),
  /** ISO date-times of the join window. */
  opensAt: dateTimeText(),
  closesAt: dateTimeText(),
});
/** How to open an appointment's video room. */
export type VideoJoinResponse = z.infer<typeof videoJoinResponseSchema>;
