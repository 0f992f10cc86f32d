import { api } from '@aliento/core';
import { profileImageResponseSchema } from '@aliento/contracts/profile-image';

/** `GET /api/profile-image/{id}`: the stored file name of the user's image, or null. */
export async function getProfileImage(userId: string): Promise<string | null> {
  const body = await api.get(`/api/profile-image/${encodeURIComponent(userId)}`).json();
  return profileImageResponseSchema.parse(body).profileImage;
}
