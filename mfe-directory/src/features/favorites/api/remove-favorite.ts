import { api } from '@aliento/core';

/** `DELETE /api/favorites/user/{userId}/therapist/{therapistId}` (therapist user id). */
export async function removeFavorite(userId: string, therapistId: string): Promise<void> {
  await api.delete(`/api/favorites/user/${encodeURIComponent(userId)}/therapist/${encodeURIComponent(therapistId)}`);
}
