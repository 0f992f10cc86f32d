/**
 * The camera and microphone check before a session: asks for both (getUserMedia), keeps the stream for a live
 * preview and measures the microphone's level with a Web Audio AnalyserNode. Everything stops when the check ends.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type MediaPreviewState =
  | { status: 'asking' }
  | { status: 'ready'; stream: MediaStream }
  /** The person (or the browser's settings) did not allow the camera or the microphone. */
  | { status: 'denied' }
  /** No camera or microphone was found, or another app holds it. */
  | { status: 'noDevice' }
  /** This browser cannot check here (no mediaDevices, e.g. outside a secure page). */
  | { status: 'unsupported' };

function failureOf(error: unknown): MediaPreviewState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return { status: 'denied' };
  return { status: 'noDevice' };
}

function stopAll(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

type AudioContextConstructor = new () => AudioContext;

/** Calls `onLevel` (0–1) about each animation frame with the microphone's level; returns the stop function. */
function watchLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const Ctx = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext) as
    AudioContextConstructor | undefined;
  if (!Ctx || stream.getAudioTracks().length === 0 || typeof window.requestAnimationFrame !== 'function') return () => undefined;
  const context = new Ctx();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  let frame = 0;
  const tick = () => {
    analyser.getByteTimeDomainData(samples);
    // root mean square of the wave around its middle (128), scaled so normal speech fills most of the meter
    let sum = 0;
    for (const s of samples) sum += ((s - 128) / 128) ** 2;
    onLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    frame = window.requestAnimationFrame(tick);
  };
  frame = window.requestAnimationFrame(tick);
  return () => {
    window.cancelAnimationFrame(frame);
    void context.close().catch(() => undefined);
  };
}

export interface MediaPreview {
  state: MediaPreviewState;
  /** Stops the camera and the microphone (before the room takes them). */
  stop: () => void;
}

/** `onLevel` receives the microphone level while the preview runs (written to the page without re-rendering). */
export function useMediaPreview(onLevel: (level: number) => void): MediaPreview {
  const [state, setState] = useState<MediaPreviewState>({ status: 'asking' });
  const stream = useRef<MediaStream | null>(null);
  const stopLevel = useRef<() => void>(() => undefined);
  const levelRef = useRef(onLevel);
  levelRef.current = onLevel;

  const stop = useCallback(() => {
    stopLevel.current();
    stopLevel.current = () => undefined;
    stopAll(stream.current);
    stream.current = null;
  }, []);

  useEffect(() => {
    let live = true;
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setState({ status: 'unsupported' });
      return;
    }
    media.getUserMedia({ video: true, audio: true }).then(
      (granted) => {
        if (!live) {
          stopAll(granted);
          return;
        }
        stream.current = granted;
        try {
          stopLevel.current = watchLevel(granted, (level) => levelRef.current(level));
        } catch (error) {
          // no meter is no reason to stop the check
          console.error(error);
        }
        setState({ status: 'ready', stream: granted });
      },
      (error: unknown) => {
        if (live) setState(failureOf(error));
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [stop]);

  return { state, stop };
}
