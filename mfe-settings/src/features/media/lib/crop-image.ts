/** Draws the chosen crop of an image onto a canvas and returns it as a Blob (same type: PNG stays PNG, else JPEG). */
import type { Area } from 'react-easy-crop';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = src;
  });
}

/** The output type for a source type: PNG keeps transparency, everything else becomes JPEG. */
export function croppedType(sourceType: string): 'image/png' | 'image/jpeg' {
  return sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
}

export async function cropImage(src: string, area: Area, sourceType: string): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas not available');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const type = croppedType(sourceType);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), type, 0.92);
  });
}
