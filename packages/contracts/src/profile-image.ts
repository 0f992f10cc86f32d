/** Profile images: `POST /api/profile-image` (multipart field `image`, png/jpeg) and `GET /api/profile-image/{id}`. */
import { z } from 'zod';

/** URL prefix where image files are served. */
export const UPLOADS_IMAGES_PATH = '/uploads/images/';
/** Accepted MIME types. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Accepted file extensions for the file picker. */
export const PROFILE_IMAGE_EXTENSIONS = ['.png', '.jpeg', '.jpg'] as const;
/** Maximum upload size in bytes (5 MiB). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Multipart field name. */
export const PROFILE_IMAGE_FIELD = 'image';

/** Answer of both calls: the file name (served at `/uploads/images/<profileImage>`), null when none. */
export const profileImageResponseSchema = z.object({ profileImage: z.string().nullable() });
/** Profile image answer. */
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/** The public URL path of a stored image file name. */
export function profileImageUrl(fileName: string): string {
  return UPLOADS_IMAGES_PATH + encodeURIComponent(fileName);
}
