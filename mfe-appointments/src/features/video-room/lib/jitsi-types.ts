/** The small part of Jitsi's IFrame API (https://jitsi.github.io/handbook/docs/dev-guide/dev-guide-iframe) we use. */
export interface JitsiMeetExternalApiOptions {
  /** With 8x8 JaaS: `<AppID>/<room>`. */
  roomName: string;
  parentNode: HTMLElement;
  height: number | string;
  width: number | string;
  lang?: string;
  /** The signed token (JaaS or a self-hosted Jitsi with token authentication). */
  jwt?: string;
  userInfo?: { displayName?: string; email?: string };
  configOverwrite?: Record<string, unknown>;
}

export interface JitsiMeetExternalApi {
  addListener(event: 'readyToClose' | 'videoConferenceJoined', listener: () => void): unknown;
  executeCommand(command: 'toggleLobby', enabled: boolean): void;
  getIFrame(): HTMLIFrameElement;
  dispose(): void;
}

export type JitsiMeetExternalApiConstructor = new (domain: string, options: JitsiMeetExternalApiOptions) => JitsiMeetExternalApi;

declare global {
  interface Window {
    JitsiMeetExternalAPI?: JitsiMeetExternalApiConstructor;
  }
}
