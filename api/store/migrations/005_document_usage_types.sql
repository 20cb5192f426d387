-- The type each processed document was found to be, for usage statistics grouped by document type. A usage row
-- of the ledger records the type requested at charge time (before the engine has classified anything) and the
-- ledger is append-only, so the detected type is kept beside it instead: one row per document, written when the
-- document completes (completed results never change), never updated or deleted. It outlives the document, as
-- the ledger's usage row does, so deleting a document does not move its past usage to another type.
CREATE TABLE document_usage_types (
  document_id      text PRIMARY KEY,
  organization_id  text NOT NULL REFERENCES organizations(id),
  document_type    text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Documents completed before this table existed.
INSERT INTO document_usage_types (document_id, organization_id, document_type, created_at)
  SELECT id, organization_id, document_type, COALESCE(processed_at, created_at) FROM documents WHERE status = 'completed'
  ON CONFLICT (document_id) DO NOTHING;

CREATE FUNCTION document_usage_types_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'document_usage_types is append-only (% refused)', TG_OP USING ERRCODE = '42501';
END;
$$;
CREATE TRIGGER document_usage_types_no_update BEFORE UPDATE OR DELETE ON document_usage_types
  FOR EACH ROW EXECUTE FUNCTION document_usage_types_append_only();
