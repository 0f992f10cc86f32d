/** Video room addressing: the room name is the part of the link after the video host prefix (spec section 4). */

/** The Jitsi domain (host[:port]) of the configured video host, e.g. 'meet.jit.si'. */
export function videoDomain(videoHost: string): string {
  try {
    return new URL(videoHost).host;
  } catch {
    return videoHost.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  }
}

/** 'https://meet.jit.si/aliento-3f9c' → 'aliento-3f9c'. Links on another host fall back to their path. */
export function roomNameFromLink(jitsiLink: string, videoHost: string): string {
  const prefix = `${videoHost.replace(/\/+$/, '')}/`;
  if (jitsiLink.startsWith(prefix)) return decodeURIComponent(jitsiLink.slice(prefix.length).split(/[?#]/)[0]);
  try {
    return decodeURIComponent(new URL(jitsiLink).pathname.replace(/^\/+/, ''));
  } catch {
    return jitsiLink;
  }
}
