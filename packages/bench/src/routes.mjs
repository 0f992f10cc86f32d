/**
 * The routes measured by the bench: every public route and every dashboard route, with who opens it, read in Spanish
 * (the reference language) unless `language` says otherwise.
 */
export const ROUTES = [
  { path: '/', remote: 'marketing', as: null },
  // An English reader's landing (English texts load on demand, so it weighs a little more).
  { path: '/', remote: 'marketing', as: null, language: 'en' },
  { path: '/care-seekers', remote: 'marketing', as: null },
  { path: '/providers', remote: 'marketing', as: null },
  { path: '/about-us', remote: 'marketing', as: null },
  { path: '/blog', remote: 'marketing', as: null },
  { path: '/contact', remote: 'marketing', as: null },
  { path: '/signin', remote: null, as: null },
  { path: '/registration', remote: null, as: null },
  { path: '/dashboard/therapists', remote: 'directory', as: 'client' },
  { path: '/dashboard/therapists/:id', remote: 'directory', as: 'client' },
  { path: '/dashboard/appointments', remote: 'appointments', as: 'client' },
  { path: '/dashboard/settings', remote: 'settings', as: 'therapist' },
  { path: '/dashboard/admin', remote: 'admin', as: 'admin' },
];

export const DEMO_ACCOUNTS = {
  client: 'cliente@aliento.example',
  therapist: 'terapeuta@aliento.example',
  admin: 'admin@aliento.example',
};
export const DEMO_PASSWORD = 'Aliento-demo-2026';

export async function login(apiUrl, email, password = DEMO_PASSWORD) {
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: HTTP ${res.status}`);
  return (await res.json()).token;
}

export function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}
