-- profiles.listed follows the status of the profile's account (docs/decisions/017-site-scope-rule.md):
-- only an active account's profile is listed. A trigger, so every writer of users.status is covered.
CREATE OR REPLACE FUNCTION profiles_listed_from_account() RETURNS trigger AS $$
BEGIN
  UPDATE profiles SET listed = (NEW.status = 'active') WHERE id = NEW.profile_id AND listed IS DISTINCT FROM (NEW.status = 'active');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_profiles_listed AFTER INSERT OR UPDATE OF status, profile_id ON users
  FOR EACH ROW EXECUTE FUNCTION profiles_listed_from_account();--> statement-breakpoint
UPDATE profiles p SET listed = false FROM users u WHERE u.profile_id = p.id AND u.status <> 'active';
