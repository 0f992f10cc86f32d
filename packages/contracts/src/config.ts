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

/** `GET /api/health/live` answer: the process is up (it asks nothing else; a load balancer restarts it when this fails). */
export const livenessResponseSchema = z.object({ ok: z.boolean() });

/**
 * `GET /api/health/ready` answer when this replica should get traffic. Otherwise 503 with the error answer
 * (`serviceUnavailable`) and the reason in the `X-Readiness` header: `migrations` (the database lacks a migration this
 * version needs), `database` (it does not answer) or `draining` (the process is shutting down).
 */
export const readinessResponseSchema = z.object({ ready: z.boolean() });
/** Why a replica is not ready (`X-Readiness` header of the 503). */
export type NotReadyReason = 'migrations' | 'database' | 'draining';
