/** Test fixtures and a render helper for the admin remote's screen tests (shapes from the contracts). */
import { Route, Routes, toastStore } from '@aliento/core';
import { adminToken, makeClientProfile, makeTherapistProfile, renderWithProviders } from '@aliento/testing';
import type { AdminUser, CancellationRequest } from '@aliento/contracts/admin';
import type { User } from '@aliento/contracts/users';
import type { ClientProfile } from '@aliento/contracts/clients';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import App from '../app/app';

export const CLIENT_ID = '00000000-0000-4000-8000-000000000101';
export const THERAPIST_ID = '00000000-0000-4000-8000-000000000102';
export const APPLICANT_ID = '00000000-0000-4000-8000-000000000103';
export const ADMIN_ID = '00000000-0000-4000-8000-000000000003';

function user(id: string, firstName: string, lastName: string, email: string, roles: AdminUser['roles'], approved = true): AdminUser {
  return { _id: id, id, firstName, lastName, email, phoneNumber: '+1 555 010 0000', roles, approved, createdAt: '2026-01-10T10:00:00.000Z' };
}

export const clientUser = user(CLIENT_ID, 'Mariana', 'López', 'mariana@example.com', ['ROLE_CLIENT']);
export const therapistUser = user(THERAPIST_ID, 'Lucía', 'Méndez', 'lucia@example.com', ['ROLE_THERAPIST']);
export const applicantUser = user(APPLICANT_ID, 'Pedro', 'Ramírez', 'pedro@example.com', ['ROLE_THERAPIST'], false);
export const adminUser = user(ADMIN_ID, 'Sofía', 'Ruiz', 'sofia@example.com', ['ROLE_ADMIN']);
export const USERS: AdminUser[] = [clientUser, therapistUser, applicantUser, adminUser];

export const clientProfile: ClientProfile = makeClientProfile({
  _id: '00000000-0000-4000-8000-000000000201',
  user: CLIENT_ID,
  therapistGender: 'GENDER_FEMALE',
  therapistOrientation: true,
  therapistCountryOfOrigin: 'Mexico',
  specialties: ['ANXIETY'],
  therapyType: 'THERAPY_FOR_SELF',
  age: 'AGE_18_34',
  referral: 'REFERRAL_GOOGLE',
});

export const therapistProfile: TherapistProfile = makeTherapistProfile({
  _id: '00000000-0000-4000-8000-000000000301',
  user: THERAPIST_ID,
  therapistLGBTQ: true,
  therapistCountryOfOrigin: 'Colombia',
  specialties: ['DEPRESSION'],
  certifications: 'Licensed psychologist',
  experience: 6,
  about: 'Acompaño a adultos.',
  aboutI18n: { es: 'Acompaño a adultos.', en: 'I work with adults.' },
  calendly: 'lucia-mendez',
  linkedin: 'linkedin.com/in/lucia',
  whatsapp: '+57 300 000 0000',
});

export const therapistUserDetail: User = {
  ...therapistUser,
  language: 'es',
  therapist: therapistProfile,
};

const party = (id: string, firstName: string, lastName: string, email: string) => ({ _id: id, firstName, lastName, email });

export function cancellation(over: Partial<CancellationRequest> & { _id: string }): CancellationRequest {
  return {
    appointmentId: over._id,
    client: party(CLIENT_ID, 'Mariana', 'López', 'mariana@example.com'),
    therapist: party(THERAPIST_ID, 'Lucía', 'Méndez', 'lucia@example.com'),
    calendlyAppointment: { name: 'Sesión de 45 minutos', startTime: '2026-11-24T18:00:00.000Z', endTime: '2026-11-24T18:45:00.000Z' },
    jitsiLink: 'https://meet.jit.si/aliento-7f3a9c',
    requestCancellationDate: '2026-11-24T12:30:00.000Z',
    cancelled: false,
    refundStatus: 'PENDING',
    ...over,
  };
}

/** The refund/decline answer for a request (the updated appointment). */
export function decisionAnswer(request: CancellationRequest, refundStatus: CancellationRequest['refundStatus']) {
  return {
    message: 'ok',
    appointment: {
      _id: request.appointmentId,
      calendlyAppointment: request.calendlyAppointment,
      therapist: request.therapist,
      client: request.client,
      jitsiLink: request.jitsiLink,
      requestCancellation: true,
      requestCancellationDate: request.requestCancellationDate,
      cancelled: true,
      completed: false,
      refundStatus,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  };
}

/** The admin remote mounted as the shell mounts it, with the therapists home to land on after a redirect. */
export function renderAdmin(options: { language?: 'es' | 'en'; token?: string } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/admin/*" element={<App />} />
      <Route path="/dashboard/therapists" element={<p>therapists home</p>} />
    </Routes>,
    { route: '/dashboard/admin', language: options.language ?? 'es', token: options.token ?? adminToken() },
  );
}

export function toastTexts(kind?: 'success' | 'error'): string[] {
  return toastStore
    .getState()
    .items.filter((t) => !kind || t.kind === kind)
    .map((t) => t.text);
}
