-- The audit log is append-only (decision 070): what staff did cannot be rewritten or erased, by the app or anyone
-- with its database login. Truncation is refused as well.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- Photos stored before moderation existed: the pool's (profiles without an account) count as approved (decision 071);
-- members' uploads wait for a moderator like new ones.
UPDATE profile_images SET moderation = 'approved' WHERE profile_id NOT IN (SELECT profile_id FROM users);
