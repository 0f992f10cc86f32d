/**
 * The credit invariants every client's books must satisfy, read straight from the database:
 * free + purchased - booked + refunded = balance, and no more live appointments than credits spent and not returned.
 */
import { PLANS } from '@aliento/contracts/plans';
import type { Queryable } from '../src/db';

/** One client's books. */
export type ClientBooks = {
  client: string;
  free: number;
  purchased: number;
  booked: number;
  refunded: number;
  balance: number;
  /** Appointments not cancelled. */
  live: number;
};

/** Every client's books (clients whose balance was set by hand in a test do not belong in such a database). */
export async function clientBooks(q: Queryable): Promise<ClientBooks[]> {
  const r = await q.query<Record<keyof ClientBooks, string | number>>(
    `SELECT s.client_id AS client,
            CASE WHEN s.free_granted THEN $1::int ELSE 0 END AS free,
            COALESCE((SELECT sum(p.credits) FROM payment_intents p WHERE p.client_id = s.client_id AND p.credited_at IS NOT NULL), 0) AS purchased,
            (SELECT count(*) FROM appointments a WHERE a.client_id = s.client_id) AS booked,
            (SELECT count(*) FROM appointments a WHERE a.client_id = s.client_id AND a.credit_returned_at IS NOT NULL) AS refunded,
            s.current_credit AS balance,
            (SELECT count(*) FROM appointments a WHERE a.client_id = s.client_id AND NOT a.cancelled) AS live
     FROM subscriptions s ORDER BY s.client_id`,
    [PLANS.PLAN_FREE.credits],
  );
  return r.rows.map((row) => ({
    client: String(row.client),
    free: Number(row.free),
    purchased: Number(row.purchased),
    booked: Number(row.booked),
    refunded: Number(row.refunded),
    balance: Number(row.balance),
    live: Number(row.live),
  }));
}

/** The clients whose books break an invariant (empty when all hold). */
export async function brokenBooks(q: Queryable): Promise<ClientBooks[]> {
  return (await clientBooks(q)).filter(
    (b) => b.free + b.purchased - b.booked + b.refunded !== b.balance || b.live > b.booked - b.refunded || b.balance < 0,
  );
}
