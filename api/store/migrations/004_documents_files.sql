-- Uploaded bytes of documents waiting for (or in) asynchronous processing. In scaled mode the api process that
-- accepted the upload and the worker that runs it may be on different machines, so the bytes live in the shared
-- database rather than on a local disk. A row lives as long as its document (page images are rendered from it).
CREATE TABLE documents_files (
  document_id  text PRIMARY KEY,
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- The signing secret travels with each delivery so a retry can still be signed after the document is deleted.
ALTER TABLE webhook_deliveries ADD COLUMN secret text;
ALTER TABLE webhook_deliveries ADD COLUMN event_timestamp timestamptz;

CREATE INDEX jobs_recover ON jobs (status, lease_until) WHERE status IN ('pending', 'processing');
CREATE INDEX documents_org_status ON documents (organization_id, status);
