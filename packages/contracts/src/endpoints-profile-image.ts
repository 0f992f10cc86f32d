/** The API's profile-image endpoints (see endpoints.ts). */
import { idParamsSchema } from './common';
import { profileImageResponseSchema } from './profile-image';
import { endpoint } from './endpoint';

export const profileImageEndpoints = {
  saveProfileImage: endpoint({
    method: 'POST',
    path: '/api/profile-image',
    tags: ['profile-image'],
    summary: "Upload the caller's profile image (multipart field `image`: png or jpeg, at most 5 MiB)",
    status: 201,
    response: profileImageResponseSchema,
  }),
  getProfileImage: endpoint({
    method: 'GET',
    path: '/api/profile-image/:id',
    tags: ['profile-image'],
    summary: "A therapist's image file name (served at /uploads/images/<name>), null when none",
    params: idParamsSchema,
    response: profileImageResponseSchema,
  }),
};
