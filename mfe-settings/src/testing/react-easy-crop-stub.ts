/**
 * Stands in for react-easy-crop in tests (`jest.mock('react-easy-crop', () => jest.requireActual(...))`): jsdom
 * cannot load images, so the stub reports a fixed crop once, as the real cropper does when its image has loaded.
 */
import { createElement, useEffect } from 'react';

interface StubProps {
  image: string;
  aspect: number;
  zoom: number;
  onCropComplete: (area: object, pixels: object) => void;
  /** Given to the <img>, as the real cropper does (e.g. its onError). */
  mediaProps?: object;
}

function CropperStub(props: StubProps) {
  useEffect(() => {
    props.onCropComplete({ x: 0, y: 0, width: 100, height: 100 }, { x: 10, y: 20, width: 320, height: 180 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return createElement('img', { alt: 'crop', ...props.mediaProps, src: props.image, 'data-aspect': props.aspect, 'data-zoom': props.zoom });
}

export default CropperStub;
