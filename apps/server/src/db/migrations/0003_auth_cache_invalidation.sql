-- Decision 289: each server process caches sessions (with their user) and each user's admin role
-- and subscription for a few seconds. Any change to those rows, from any process, a Better Auth
-- endpoint or plain SQL, is announced on the channel awc_auth_cache ('s:<session id>' or
-- 'u:<user id>'), and every process drops what it cached for it. Inserts of sessions need no
-- notice: nothing was cached for a session that did not exist.
CREATE OR REPLACE FUNCTION "awc_auth_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'sessions' THEN
		PERFORM pg_notify('awc_auth_cache', 's:' || OLD.id);
	ELSIF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('awc_auth_cache', 'u:' || OLD.id);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('awc_auth_cache', 'u:' || OLD.user_id);
	ELSE
		PERFORM pg_notify('awc_auth_cache', 'u:' || NEW.user_id);
		IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
			PERFORM pg_notify('awc_auth_cache', 'u:' || OLD.user_id);
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_cache" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "awc_auth_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_cache" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "awc_auth_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_cache" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION "awc_auth_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_auth_cache" AFTER INSERT OR UPDATE OR DELETE ON "subscribers" FOR EACH ROW EXECUTE FUNCTION "awc_auth_cache_notify"();
