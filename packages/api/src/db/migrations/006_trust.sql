-- 006: trust rules (issue 18): a returned credit means the session is off; recovery of paid, uncredited intents.

-- A credit that came back cancels its appointment in the same transaction (services/cancellations.ts). Rows written
-- before this rule (credit returned by policy, slot still held until the therapist confirmed) are cancelled now,
-- and the database refuses any live appointment whose credit was returned.
UPDATE appointments
   SET cancelled = true, cancelled_at = COALESCE(cancelled_at, credit_returned_at), updated_at = now()
 WHERE credit_returned_at IS NOT NULL AND NOT cancelled;
ALTER TABLE appointments
  ADD CONSTRAINT appointments_returned_credit_cancelled CHECK (credit_returned_at IS NULL OR cancelled);

-- jobs/payment-recovery.ts: intents not credited yet (paid ones are credited; Stripe ones in a non-final state are
-- asked about at most every few minutes, `provider_checked_at` remembering when)
ALTER TABLE payment_intents ADD COLUMN provider_checked_at timestamptz;
CREATE INDEX payment_intents_uncredited_idx ON payment_intents (created_at) WHERE credited_at IS NULL;
