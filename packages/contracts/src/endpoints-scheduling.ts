/** The API's scheduling endpoints (see endpoints.ts). */
import { bookingModeSchema } from './calendly';
import { idParamsSchema } from './common';
import { availabilitySchema, freeSlotsQuerySchema, freeSlotsResponseSchema } from './scheduling';
import { endpoint } from './endpoint';

export const schedulingEndpoints = {
  getAvailability: endpoint({
    method: 'GET',
    path: '/api/therapists/:id/availability',
    tags: ['scheduling'],
    summary: "A therapist's weekly availability in their time zone",
    params: idParamsSchema,
    response: availabilitySchema,
  }),
  saveAvailability: endpoint({
    method: 'PUT',
    path: '/api/therapists/:id/availability',
    tags: ['scheduling'],
    summary: "Replace a therapist's weekly availability",
    params: idParamsSchema,
    body: availabilitySchema,
    response: availabilitySchema,
  }),
  getFreeSlots: endpoint({
    method: 'GET',
    path: '/api/therapists/:id/slots',
    tags: ['scheduling'],
    summary: "A therapist's free 45-minute slots in a range (at most 62 days), UTC",
    params: idParamsSchema,
    query: freeSlotsQuerySchema,
    response: freeSlotsResponseSchema,
  }),
  getBookingMode: endpoint({
    method: 'GET',
    path: '/api/therapists/:id/booking',
    tags: ['scheduling'],
    summary: 'How clients book this therapist: Calendly (verifiable), built-in availability, or no open times yet',
    params: idParamsSchema,
    response: bookingModeSchema,
  }),
};
