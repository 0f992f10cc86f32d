/** Leaving the app for another site (Calendly's consent page). Its own module so tests can observe it. */
export const browser = {
  assign: (url: string): void => window.location.assign(url),
};
