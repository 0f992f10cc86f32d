import { mountOf } from './apps';

const therapists = mountOf('directory');

/** The route table of the product, so no remote hard-codes another's URL; the remotes' paths come from the registry of apps. */
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
  therapists,
  therapist: (id: string) => `${therapists}/${encodeURIComponent(id)}`,
  therapistBooking: (id: string) => `${therapists}/${encodeURIComponent(id)}#calendly`,
  appointments: mountOf('appointments'),
  settings: mountOf('settings'),
  admin: mountOf('admin'),
} as const;

/** Router state accepted by /dashboard/appointments (spec: booked flag, display-modal flag). */
export interface AppointmentsNavState {
  booked?: boolean;
  displayModal?: boolean;
}

/** After a booking: the booked appointment too, which the page confirms with its time and add-to-calendar links. */
export interface AppointmentsBookedState extends AppointmentsNavState {
  booked: true;
  bookedId: string;
}

/** Router state accepted by /signin (a message to show once, e.g. after a password reset). */
export interface SigninNavState {
  message?: string;
}
