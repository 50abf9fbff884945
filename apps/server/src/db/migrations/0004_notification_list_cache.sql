-- Decision 289: each server process also caches a user's notification list (with its counts and
-- stream position) for a few seconds. Any statement that inserts, updates or deletes
-- notifications announces the users it touched on awc_auth_cache ('n:<id>,<id>,…', or 'n:*' for
-- more than 100 users, e.g. a broadcast), once per statement, and every process drops their lists.
CREATE OR REPLACE FUNCTION "awc_notification_list_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids text[];
BEGIN
	IF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT user_id) INTO ids FROM old_rows;
	ELSE
		SELECT array_agg(DISTINCT user_id) INTO ids FROM new_rows;
	END IF;
	IF ids IS NULL THEN
		RETURN NULL;
	END IF;
	IF cardinality(ids) > 100 THEN
		PERFORM pg_notify('awc_auth_cache', 'n:*');
	ELSE
		PERFORM pg_notify('awc_auth_cache', 'n:' || array_to_string(ids, ','));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_list_cache_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "awc_notification_list_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "notifications_list_cache_update" AFTER UPDATE ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "awc_notification_list_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "notifications_list_cache_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "awc_notification_list_cache_notify"();
