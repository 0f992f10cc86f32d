/** Video rooms: every appointment gets an unguessable Jitsi room on the configured VIDEO_HOST. */
import { randomBytes } from 'node:crypto';

/** A new room name: 128 random bits, URL-safe. */
export function newRoomName(): string {
  return `aliento-${randomBytes(16).toString('hex')}`;
}

/** The meeting link of a room on `videoHost` (e.g. `https://meet.jit.si/aliento-…`). */
export function roomLink(videoHost: string, room: string): string {
  return `${videoHost.replace(/\/+$/, '')}/${room}`;
}
