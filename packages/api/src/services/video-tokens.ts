/**
 * Signed room tokens, shaped as the services document them:
 * - 8x8 JaaS (developer.8x8.com/jaas/docs/api-keys-jwt): RS256 with `kid` = the API key id; `aud` "jitsi",
 *   `iss` "chat", `sub` = the AppID, `room` = the room name without the AppID, `context.user` with id, name and
 *   `moderator`, `context.features` (recording, streaming and transcription stay off for therapy sessions).
 * - self-hosted Jitsi token authentication (lib-jitsi-meet doc/tokens.md, prosody token util): HS256 with the
 *   `app_secret`; `iss` = `app_id` (the default accepted issuer), `aud` "jitsi", `sub` = the Jitsi domain, `room`.
 *   `context.user.affiliation` (jitsi-contrib token_affiliation) makes the therapist the room's owner, and
 *   `context.user.lobby` (token_lobby_ondemand) sends the client to the lobby until the therapist admits them.
 * Both: valid only for this room and from the join window's opening (`nbf`) to its close (`exp`).
 */
import { createPrivateKey, createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { VideoConfig } from '../config-video';

/** Who the token is for, in which room and when. */
export type RoomTokenRequest = {
  userId: string;
  displayName: string;
  /** The therapist: moderator and room owner. */
  moderator: boolean;
  /** The room name without any AppID prefix. */
  room: string;
  /** Lowercase host of the video service (self-hosted Jitsi's `sub`). */
  domain: string;
  opensAt: Date;
  closesAt: Date;
  now: Date;
};

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Features a therapy session never turns on (JaaS reads them from the moderator's token). */
const FEATURES_OFF = { livestreaming: false, recording: false, transcription: false, 'outbound-call': false, 'sip-outbound-call': false };

function timed(jwt: SignJWT, r: RoomTokenRequest): SignJWT {
  return jwt.setIssuedAt(seconds(r.now)).setNotBefore(seconds(r.opensAt)).setExpirationTime(seconds(r.closesAt));
}

/** An 8x8 JaaS token (RS256). */
export function jaasToken(video: VideoConfig, r: RoomTokenRequest): Promise<string> {
  const key = createPrivateKey(video.privateKey as string);
  const claims = {
    room: r.room,
    context: {
      user: { id: r.userId, name: r.displayName, moderator: r.moderator, 'hidden-from-recorder': false },
      features: FEATURES_OFF,
    },
  };
  return timed(new SignJWT(claims), r)
    .setProtectedHeader({ alg: 'RS256', kid: video.keyId as string, typ: 'JWT' })
    .setAudience('jitsi')
    .setIssuer('chat')
    .setSubject(video.appId as string)
    .sign(key);
}

/** A self-hosted Jitsi token (HS256 with the app secret). */
export function jitsiToken(video: VideoConfig, r: RoomTokenRequest): Promise<string> {
  const key = createSecretKey(Buffer.from(video.appSecret as string, 'utf8'));
  const claims = {
    room: r.room,
    context: {
      user: {
        id: r.userId,
        name: r.displayName,
        moderator: r.moderator,
        affiliation: r.moderator ? 'owner' : 'member',
        // the therapist skips the lobby; the client knocks until admitted
        ...(r.moderator ? { lobby_bypass: true } : { lobby: true }),
      },
      features: FEATURES_OFF,
    },
  };
  return timed(new SignJWT(claims), r)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience('jitsi')
    .setIssuer(video.appId as string)
    .setSubject(r.domain)
    .sign(key);
}
