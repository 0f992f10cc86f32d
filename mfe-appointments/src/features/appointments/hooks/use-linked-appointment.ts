import { useEffect } from 'react';

/** The fragment a mail uses to link one appointment (`/dashboard/appointments#appointment-<id>`). */
export const appointmentAnchor = (id: string) => `appointment-${id}`;

/** The appointment a URL's fragment links to, if it links to one. */
export function linkedAppointmentId(hash: string): string | null {
  return hash.startsWith('#appointment-') ? decodeURIComponent(hash.slice('#appointment-'.length)) : null;
}

/**
 * A mail about an appointment links to it: once the list shows that appointment, bring it into view and move
 * the focus there (the list is loaded after navigation, so the browser's own jump to the fragment misses it).
 */
export function useLinkedAppointment(hash: string, listShown: boolean): void {
  useEffect(() => {
    if (!listShown || !hash.startsWith('#appointment-')) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [hash, listShown]);
}
