/** The small part of Jitsi's external API (https://jitsi.github.io/handbook/docs/dev-guide/dev-guide-iframe) we use. */
export interface JitsiMeetExternalApiOptions {
  roomName: string;
  parentNode: HTMLElement;
  height: number | string;
  width: number | string;
  lang?: string;
}

export interface JitsiMeetExternalApi {
  addListener(event: 'readyToClose', listener: () => void): unknown;
  getIFrame(): HTMLIFrameElement;
  dispose(): void;
}

export type JitsiMeetExternalApiConstructor = new (domain: string, options: JitsiMeetExternalApiOptions) => JitsiMeetExternalApi;

declare global {
  interface Window {
    JitsiMeetExternalAPI?: JitsiMeetExternalApiConstructor;
  }
}
