-- 017: a receipt for every paid plan purchase (issue 20). Written in the transaction that credits the payment,
-- one per payment intent (its key: a replayed confirm or webhook never makes a second), numbered from a sequence.
-- Of the card only the brand and the last four digits are kept; refunds are read from the payment when shown.
CREATE SEQUENCE receipt_numbers;
CREATE TABLE receipts (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number             text NOT NULL UNIQUE DEFAULT 'R-' || lpad(nextval('receipt_numbers')::text, 6, '0'),
  payment_intent_id  text NOT NULL UNIQUE REFERENCES payment_intents (id) ON DELETE CASCADE,
  client_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan               text NOT NULL,
  credits            integer NOT NULL CHECK (credits > 0),
  amount             integer NOT NULL CHECK (amount > 0),
  currency           text NOT NULL,
  card_brand         text CHECK (card_brand IS NULL OR length(card_brand) BETWEEN 1 AND 32),
  card_last4         text CHECK (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$'),
  paid_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receipts_client_idx ON receipts (client_id, paid_at DESC);
