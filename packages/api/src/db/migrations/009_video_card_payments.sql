-- Card payments in production (issue 27): every PaymentIntent status Stripe documents, at most one open intent
-- per client and plan (a retry reuses it instead of charging twice), refunds and disputes that take credits back,
-- and an admin's refund to the card.

-- every status of https://docs.stripe.com/payments/paymentintents/lifecycle (requires_action was stored as
-- requires_payment_method before)
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_status_check;
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_status_check
  CHECK (status IN ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing',
                    'requires_capture', 'canceled', 'succeeded'));

-- what Stripe reports refunded (outside an admin's decision) and disputed, and the credits taken back for it
ALTER TABLE payment_intents
  ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  ADD COLUMN disputed_amount integer NOT NULL DEFAULT 0 CHECK (disputed_amount >= 0),
  ADD COLUMN credits_taken_back integer NOT NULL DEFAULT 0 CHECK (credits_taken_back >= 0);
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_taken_back_check CHECK (credits_taken_back <= credits);

-- older duplicates: only the newest open intent of a client and plan stays open (a payment of an older one is
-- still credited: the webhook and the confirm call read Stripe, not this status)
UPDATE payment_intents p SET status = 'canceled', updated_at = now()
WHERE p.credited_at IS NULL AND p.status NOT IN ('succeeded', 'canceled')
  AND EXISTS (SELECT 1 FROM payment_intents n
              WHERE n.client_id = p.client_id AND n.plan = p.plan AND n.provider = p.provider
                AND n.credited_at IS NULL AND n.status NOT IN ('succeeded', 'canceled')
                AND (n.created_at, n.id) > (p.created_at, p.id));
-- one open (unpaid, uncancelled) intent per client, plan and provider: creating another reuses it
CREATE UNIQUE INDEX payment_intents_one_open_key ON payment_intents (client_id, plan, provider)
  WHERE credited_at IS NULL AND status NOT IN ('succeeded', 'canceled');
CREATE INDEX payment_intents_open_age_idx ON payment_intents (created_at)
  WHERE credited_at IS NULL AND status NOT IN ('succeeded', 'canceled');

-- every time refunds or disputes took credits back; credits_short > 0 = could not be taken back because the
-- client had already used them: flagged for an admin
CREATE TABLE payment_adjustments (
  id                 bigserial PRIMARY KEY,
  payment_intent_id  text NOT NULL REFERENCES payment_intents (id) ON DELETE CASCADE,
  client_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason             text NOT NULL CHECK (reason IN ('refund', 'dispute')),
  -- refunded + disputed so far (cents), as Stripe reported it when this adjustment was made
  amount             integer NOT NULL CHECK (amount >= 0),
  credits_taken      integer NOT NULL CHECK (credits_taken >= 0),
  credits_short      integer NOT NULL CHECK (credits_short >= 0),
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (credits_taken + credits_short > 0)
);
CREATE INDEX payment_adjustments_created_idx ON payment_adjustments (created_at DESC);

-- an admin's Accept/Refund to the card instead of a session credit: the session is off, the credit stays spent
ALTER TABLE appointments DROP CONSTRAINT appointments_refund_status_check;
ALTER TABLE appointments ADD CONSTRAINT appointments_refund_status_check
  CHECK (refund_status IN ('NONE', 'PENDING', 'AUTO_REFUNDED', 'REFUNDED', 'CARD_REFUNDED', 'DECLINED'));
CREATE TABLE card_refunds (
  appointment_id     uuid PRIMARY KEY REFERENCES appointments (id) ON DELETE CASCADE,
  payment_intent_id  text NOT NULL REFERENCES payment_intents (id),
  refund_id          text NOT NULL UNIQUE,
  amount             integer NOT NULL CHECK (amount > 0),
  status             text NOT NULL,
  actor_id           uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_refunds_intent_idx ON card_refunds (payment_intent_id);
