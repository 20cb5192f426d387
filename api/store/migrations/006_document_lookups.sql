-- Lookups by document that deleting one makes: its webhook deliveries, and the idempotency record of the request
-- that created it (whose stored answer then becomes the not-found one). Without these, each deletion scanned the
-- whole deliveries table and every stored answer of the organization.
ALTER TABLE idempotency_keys ADD COLUMN document_id text;
CREATE INDEX idempotency_keys_document ON idempotency_keys (organization_id, document_id) WHERE document_id IS NOT NULL;
CREATE INDEX webhook_deliveries_document ON webhook_deliveries (document_id);
