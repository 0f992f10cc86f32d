import { api } from '@aliento/core';
import { bookingModeSchema, type BookingMode } from '@aliento/contracts/calendly';

/** `GET /api/therapists/{id}/booking`: how this therapist is booked (Calendly, built-in availability, or not yet). */
export async function getBookingMode(therapistUserId: string): Promise<BookingMode> {
  const body = await api.get(`/api/therapists/${encodeURIComponent(therapistUserId)}/booking`).json();
  return bookingModeSchema.parse(body);
}
