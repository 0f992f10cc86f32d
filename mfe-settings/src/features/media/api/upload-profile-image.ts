/**
 * `POST /api/profile-image` (multipart, field `image`). Sent with XMLHttpRequest rather than ky: ky's
 * onUploadProgress needs request streams over HTTP/2 and is silently ignored elsewhere, and the user should
 * see the upload advance. Same headers as the shared client: bearer token and X-Language.
 */
import { apiUrl, detectLanguage, getSession, signOut } from '@aliento/core';
import { PROFILE_IMAGE_FIELD, profileImageResponseSchema } from '@aliento/contracts/profile-image';

/** A failed upload: `status` 0 when there was no response. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Uploads the image; `onProgress` receives 0..1. Resolves with the stored file name. */
export function uploadProfileImage(image: Blob, fileName: string, onProgress?: (fraction: number) => void): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append(PROFILE_IMAGE_FIELD, image, fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/api/profile-image'));
    const { token } = getSession();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Language', detectLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401 && token) signOut();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(xhr.status, readMessage(xhr.responseText) ?? String(xhr.status)));
        return;
      }
      onProgress?.(1);
      try {
        resolve(profileImageResponseSchema.parse(JSON.parse(xhr.responseText)).profileImage);
      } catch {
        reject(new UploadError(xhr.status, 'invalid response'));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, 'network error'));
    xhr.ontimeout = () => reject(new UploadError(0, 'timeout'));
    xhr.send(form);
  });
}

function readMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}
