-- Initial schema. Postgres (or PGlite) is the source of truth for organizations, keys, documents, jobs,
-- the credit ledger and webhook deliveries; queue messages are only hints.

CREATE TABLE organizations (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  plan        text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'paid')),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id               text PRIMARY KEY,
  organization_id  text NOT NULL REFERENCES organizations(id),
  email            text NOT NULL UNIQUE,
  password_hash    text NOT NULL,
  role             text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id               text PRIMARY KEY,
  token_hash       text NOT NULL UNIQUE,
  user_id          text NOT NULL REFERENCES users(id),
  organization_id  text NOT NULL REFERENCES organizations(id),
  role             text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_seen_at     timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL
);

CREATE TABLE api_keys (
  id               text PRIMARY KEY,
  organization_id  text NOT NULL REFERENCES organizations(id),
  name             text NOT NULL,
  key_hash         text NOT NULL UNIQUE,
  key_prefix       text NOT NULL,
  role             text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'revoked')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_used_at     timestamptz,
  expires_at       timestamptz,
  revoked_at       timestamptz
);
CREATE INDEX api_keys_org ON api_keys (organization_id, created_at DESC);

-- One row per organization. The CHECKs make a negative balance impossible whatever the code does.
CREATE TABLE credit_accounts (
  organization_id  text PRIMARY KEY REFERENCES organizations(id),
  free_total       integer NOT NULL DEFAULT 0 CHECK (free_total >= 0),
  free_remaining   integer NOT NULL DEFAULT 0 CHECK (free_remaining >= 0),
  paid_total       integer NOT NULL DEFAULT 0 CHECK (paid_total >= 0),
  paid_remaining   integer NOT NULL DEFAULT 0 CHECK (paid_remaining >= 0),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Append-only ledger: every balance change is one row here, written in the same transaction.
CREATE TABLE credit_transactions (
  seq              bigserial PRIMARY KEY,
  id               text NOT NULL UNIQUE,
  organization_id  text NOT NULL REFERENCES organizations(id),
  type             text NOT NULL CHECK (type IN ('usage', 'purchase', 'bonus', 'refund')),
  amount           integer NOT NULL,
  free_delta       integer NOT NULL,
  paid_delta       integer NOT NULL,
  balance          integer NOT NULL CHECK (balance >= 0),
  description      text NOT NULL,
  document_id      text,
  document_type    text,
  payment_id       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (amount = free_delta + paid_delta)
);
-- A document is charged at most once and refunded at most once, even when a queue runs its job twice.
CREATE UNIQUE INDEX credit_transactions_doc_once ON credit_transactions (document_id, type)
  WHERE document_id IS NOT NULL;
-- A payment is credited at most once.
CREATE UNIQUE INDEX credit_transactions_payment_once ON credit_transactions (organization_id, payment_id)
  WHERE payment_id IS NOT NULL;
CREATE INDEX credit_transactions_org_time ON credit_transactions (organization_id, created_at DESC);

CREATE FUNCTION credit_transactions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_transactions is append-only (% refused)', TG_OP USING ERRCODE = '42501';
END;
$$;
CREATE TRIGGER credit_transactions_no_update BEFORE UPDATE OR DELETE ON credit_transactions
  FOR EACH ROW EXECUTE FUNCTION credit_transactions_append_only();

CREATE TABLE documents (
  id                       text PRIMARY KEY,
  organization_id          text NOT NULL REFERENCES organizations(id),
  file_name                text NOT NULL,
  file_type                text NOT NULL,
  file_size                bigint NOT NULL,
  document_type            text NOT NULL,
  requested_document_type  text NOT NULL,
  status                   text NOT NULL CHECK (status IN ('queued', 'processing', 'completed', 'failed')),
  page_count               integer NOT NULL DEFAULT 0,
  pages_processed          integer NOT NULL DEFAULT 0,
  confidence               double precision,
  extracted_data           jsonb,
  metadata                 jsonb NOT NULL DEFAULT '{}'::jsonb,
  raw_text                 jsonb,
  error                    jsonb,
  progress                 jsonb,
  options                  jsonb NOT NULL DEFAULT '{}'::jsonb,
  storage_path             text,
  webhook_url              text,
  webhook_secret           text,
  callback_metadata        jsonb,
  priority                 text NOT NULL DEFAULT 'normal',
  created_at               timestamptz NOT NULL DEFAULT now(),
  started_at               timestamptz,
  processed_at             timestamptz
);
CREATE INDEX documents_org_time ON documents (organization_id, created_at DESC);

CREATE TABLE jobs (
  id               text PRIMARY KEY,
  organization_id  text NOT NULL REFERENCES organizations(id),
  document_id      text NOT NULL,
  status           text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  progress         integer NOT NULL DEFAULT 0,
  document_type    text NOT NULL,
  result           jsonb,
  error            jsonb,
  attempts         integer NOT NULL DEFAULT 0,
  lease_until      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  completed_at     timestamptz,
  failed_at        timestamptz
);
CREATE INDEX jobs_org_time ON jobs (organization_id, created_at DESC);
CREATE INDEX jobs_document ON jobs (document_id);

CREATE TABLE idempotency_keys (
  organization_id  text NOT NULL REFERENCES organizations(id),
  key              text NOT NULL,
  request_hash     text NOT NULL,
  state            text NOT NULL CHECK (state IN ('in_progress', 'done')),
  response_status  integer,
  response_body    text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, key)
);

CREATE TABLE webhook_deliveries (
  id               text PRIMARY KEY,
  organization_id  text NOT NULL REFERENCES organizations(id),
  document_id      text NOT NULL,
  event            text NOT NULL,
  url              text NOT NULL,
  payload          text NOT NULL,
  attempts         integer NOT NULL DEFAULT 0,
  status           text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  next_attempt_at  timestamptz,
  last_status      integer,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
