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
-- Photos stored before moderation existed: the pool's (profiles without an account) count as approved, the column's
-- default (decision 071); members' uploads were never checked and wait for a moderator like new ones.
UPDATE profile_images SET moderation = 'pending' WHERE profile_id IN (SELECT profile_id FROM users);
--> statement-breakpoint
-- A member's changed free texts wait for a moderator (decision 071): a trigger, so every writer (sign-up, /profile,
-- the API) is covered. Pool profiles (no account) are edited by staff and stay as they are.
CREATE OR REPLACE FUNCTION profiles_texts_need_moderation() RETURNS trigger AS $$
BEGIN
  IF (NEW.texts->>'about_me' IS DISTINCT FROM OLD.texts->>'about_me' OR NEW.texts->>'looking_for' IS DISTINCT FROM OLD.texts->>'looking_for')
     AND NEW.texts_moderation IS NOT DISTINCT FROM OLD.texts_moderation
     AND EXISTS (SELECT 1 FROM users WHERE users.profile_id = NEW.id) THEN
    NEW.texts_moderation := 'pending';
    NEW.texts_reject_reason := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER profiles_texts_need_moderation BEFORE UPDATE OF texts ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_texts_need_moderation();
