-- 013: uploaded images stored in the database (the default store), so that every API replica serves every image.
-- Keyed by the SHA-256 of the re-encoded bytes: the URL names the content, so a CDN or browser may keep it forever.
-- With S3_BUCKET set the bytes go to object storage instead and this table stays empty.
CREATE TABLE stored_images (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
