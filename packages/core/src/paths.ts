/** The route table of the product, so no remote hard-codes another's URL. */
export const paths = {
  home: '/',
  careSeekers: '/care-seekers',
  providers: '/providers',
  aboutUs: '/about-us',
  blog: '/blog',
  article: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  contact: '/contact',
  signin: '/signin',
  signout: '/signout',
  registration: '/registration',
  dashboard: '/dashboard',
  therapists: '/dashboard/therapists',
  therapist: (id: string) => `/dashboard/therapists/${encodeURIComponent(id)}`,
  therapistBooking: (id: string) => `/dashboard/therapists/${encodeURIComponent(id)}#calendly`,
  appointments: '/dashboard/appointments',
  settings: '/dashboard/settings',
  admin: '/dashboard/admin',
} as const;

/** Router state accepted by /dashboard/appointments (spec: booked flag, display-modal flag). */
export interface AppointmentsNavState {
  booked?: boolean;
  displayModal?: boolean;
}

/** Router state accepted by /signin (a message to show once, e.g. after a password reset). */
export interface SigninNavState {
  message?: string;
}
