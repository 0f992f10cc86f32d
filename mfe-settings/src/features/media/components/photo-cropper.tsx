/**
 * The crop area of the photo editor (react-easy-crop). Media loads this module on demand, when a photo is chosen,
 * so the cropper and its helpers stay out of the settings remote's first load.
 */
import Cropper, { type Area, type Point } from 'react-easy-crop';

export interface PhotoCropperProps {
  image: string;
  crop: Point;
  zoom: number;
  aspect: number;
  onCropChange: (crop: Point) => void;
  onZoomChange: (zoom: number) => void;
  /** The chosen area in the image's pixels, once the image has loaded and after every change. */
  onAreaChange: (pixels: Area) => void;
  /** The browser could not decode the file (a PNG/JPEG name and type, but not an image inside). */
  onUnreadable: () => void;
}

export function PhotoCropper({ onAreaChange, onUnreadable, ...props }: PhotoCropperProps) {
  return <Cropper {...props} mediaProps={{ onError: onUnreadable }} onCropComplete={(_, pixels) => onAreaChange(pixels)} />;
}
