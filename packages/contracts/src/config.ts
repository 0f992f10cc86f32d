/** `GET /api/config`: the public runtime configuration the front ends read at start-up. */
import { z } from 'zod';
import { sessionConfigSchema } from './account';

/** `GET /api/config` answer. */
export const publicConfigSchema = z.object({
  payments: z.object({
    /** `stripe` when the server has a Stripe secret key, `local` for the embedded test processor. */
    mode: z.enum(['stripe', 'local']),
    /** Stripe publishable key (stripe mode only). */
    publishableKey: z.string().optional(),
  }),
  /** Video host prefix, e.g. `https://meet.jit.si`. */
  videoHost: z.string(),
  /** Analytics (GA4) measurement id; absent = analytics off. */
  analyticsId: z.string().optional(),
  scheduling: z.object({
    /**
     * True when the server can verify Calendly bookings (an organization token or therapists' own connections);
     * whether a given therapist is booked through Calendly is `GET /api/therapists/{id}/booking`.
     */
    calendly: z.boolean(),
    /** True when therapists may connect their own Calendly account from settings (Calendly OAuth configured). */
    calendlyConnect: z.boolean(),
  }),
  /** Idle sign-out of signed-in pages. */
  session: sessionConfigSchema,
  /** Demo mode only: the API's viewer of the outbox, so a demo visitor can open the mails sent to them. */
  demoMailUrl: z.string().optional(),
});
/** Public runtime configuration. */
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** `GET /api/health` answer: the process is up and the database answers. */
export const healthResponseSchema = z.object({ ok: z.boolean(), db: z.string() });
