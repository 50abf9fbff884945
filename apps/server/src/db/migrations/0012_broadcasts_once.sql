-- Decision 410: a broadcast is stored once. The personal rows move to "notification_items" (a
-- rename: data, indexes and the list-cache triggers of 0004 go with it), broadcasts get a table of
-- their own, a member's read and deleted state of a broadcast is created when there is one, and
-- "notifications" becomes the view of what each member sees. Written by hand: drizzle-kit cannot
-- express the rename into a view (the schema declares the view as a table, see
-- db/schema/notifications.ts); the snapshot of this migration is what drizzle-kit generated.
ALTER TABLE "notifications" RENAME TO "notification_items";
--> statement-breakpoint
ALTER TABLE "notification_items" RENAME CONSTRAINT "notifications_pkey" TO "notification_items_pkey";
--> statement-breakpoint
ALTER TABLE "notification_items" RENAME CONSTRAINT "notifications_user_id_users_id_fk" TO "notification_items_user_id_users_id_fk";
--> statement-breakpoint
CREATE TABLE "notification_broadcasts" (
	"id" text PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"audience" text NOT NULL,
	"preference" text,
	"default_channel" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link_url" text,
	"seq" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_broadcasts_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "notification_broadcasts_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "notification_broadcast_receipts" (
	"broadcast_id" text NOT NULL,
	"user_id" text NOT NULL,
	"included" boolean NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "notification_broadcast_receipts_broadcast_id_user_id_pk" PRIMARY KEY("broadcast_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_broadcast_receipts" ADD CONSTRAINT "notification_broadcast_receipts_broadcast_id_notification_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notification_broadcasts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notification_broadcast_receipts" ADD CONSTRAINT "notification_broadcast_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notification_broadcast_receipts_user_idx" ON "notification_broadcast_receipts" USING btree ("user_id");
--> statement-breakpoint
-- Until when a member has member access, from the state that decides it: the rule of
-- hasMemberAccess (services/accounts/subscription.ts): the admin role (always), or an active or
-- trialing subscription (until its period ends, or always without one); otherwise never.
-- apps/server/test/broadcasts.test.ts checks the two agree.
CREATE FUNCTION "awc_member_until"(sub_status text, sub_period_end timestamptz, is_admin boolean)
RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN coalesce(is_admin, false) THEN 'infinity'::timestamptz
		WHEN coalesce(sub_status IN ('active', 'trialing'), false) THEN coalesce(sub_period_end, 'infinity'::timestamptz)
		ELSE '-infinity'::timestamptz
	END
$$;
--> statement-breakpoint
-- Whether a member is in a broadcast's audience: member access at the broadcast's time for
-- 'members', and for an announcement a preference other than 'off'. Never null. The notification
-- hub applies the same test to its connected users in memory (broadcast.ts#inAudience).
CREATE FUNCTION "awc_in_audience"(audience text, preference text, default_channel text, sent_at timestamptz, sub_status text, sub_period_end timestamptz, is_admin boolean, announcements text)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT (audience = 'all' OR awc_member_until(sub_status, sub_period_end, is_admin) > sent_at)
	AND (preference IS NULL OR coalesce(announcements, default_channel, '') <> 'off')
$$;
--> statement-breakpoint
-- What each member sees. A broadcast reaches the accounts that existed when it was sent and were in
-- its audience then: a receipt's "included" keeps that once it was fixed, otherwise the current
-- membership, role and preference still say it (every change of those fixes it first, below).
CREATE VIEW "notifications" AS
	SELECT i."id", i."user_id", i."title", i."message", i."link_url", i."read_at", i."dedupe_key", i."created_at", false AS "broadcast"
	FROM "notification_items" i
	UNION ALL
	SELECT b."id", u."id", b."title", b."message", b."link_url", r."read_at", b."dedupe_key", b."created_at", true
	FROM "notification_broadcasts" b
	JOIN "users" u ON u."created_at" <= b."created_at"
	LEFT JOIN "subscribers" s ON s."user_id" = u."id"
	LEFT JOIN "email_preferences" p ON p."user_id" = u."id"
	LEFT JOIN "notification_broadcast_receipts" r ON r."broadcast_id" = b."id" AND r."user_id" = u."id"
	WHERE r."deleted_at" IS NULL
		AND coalesce(r."included", awc_in_audience(b."audience", b."preference", b."default_channel", b."created_at", s."status", s."current_period_end",
			EXISTS (SELECT 1 FROM "user_roles" a WHERE a."user_id" = u."id" AND a."role" = 'admin'), p."announcements"));
--> statement-breakpoint
ALTER VIEW "notifications" ALTER COLUMN "created_at" SET DEFAULT now();
--> statement-breakpoint
ALTER VIEW "notifications" ALTER COLUMN "broadcast" SET DEFAULT false;
--> statement-breakpoint
-- Plain writes to the view (scripts, tests) go to the tables: personal rows as rows; a broadcast's
-- read or deleted state as the member's receipt. They log no realtime event, as before.
CREATE FUNCTION "awc_notifications_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "notification_items" ("id", "user_id", "title", "message", "link_url", "read_at", "dedupe_key", "created_at")
		VALUES (NEW."id", NEW."user_id", NEW."title", NEW."message", NEW."link_url", NEW."read_at", NEW."dedupe_key", coalesce(NEW."created_at", now()))
		RETURNING "created_at" INTO NEW."created_at";
		NEW."broadcast" := false;
		RETURN NEW;
	ELSIF TG_OP = 'UPDATE' THEN
		IF OLD."broadcast" THEN
			INSERT INTO "notification_broadcast_receipts" ("broadcast_id", "user_id", "included", "read_at")
			VALUES (OLD."id", OLD."user_id", true, NEW."read_at")
			ON CONFLICT ("broadcast_id", "user_id") DO UPDATE SET "read_at" = excluded."read_at";
		ELSE
			UPDATE "notification_items" SET "id" = NEW."id", "user_id" = NEW."user_id", "title" = NEW."title", "message" = NEW."message",
				"link_url" = NEW."link_url", "read_at" = NEW."read_at", "dedupe_key" = NEW."dedupe_key", "created_at" = NEW."created_at"
			WHERE "id" = OLD."id";
		END IF;
		RETURN NEW;
	END IF;
	IF OLD."broadcast" THEN
		INSERT INTO "notification_broadcast_receipts" ("broadcast_id", "user_id", "included", "deleted_at")
		VALUES (OLD."id", OLD."user_id", true, now())
		ON CONFLICT ("broadcast_id", "user_id") DO UPDATE SET "deleted_at" = now();
	ELSE
		DELETE FROM "notification_items" WHERE "id" = OLD."id";
	END IF;
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_write" INSTEAD OF INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "awc_notifications_write"();
--> statement-breakpoint
-- Before a member's membership, admin role or announcements preference changes, the broadcasts it
-- would add or remove get a receipt keeping what the member was: in or out of the audience. Only
-- the broadcasts whose answer changes get one, so a renewal usually writes nothing.
CREATE FUNCTION "awc_broadcast_fix_audience"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	uid text;
	was_status text; was_end timestamptz; was_admin boolean; was_pref text;
	now_status text; now_end timestamptz; now_admin boolean; now_pref text;
BEGIN
	IF TG_OP = 'DELETE' THEN uid := OLD."user_id"; ELSE uid := NEW."user_id"; END IF;
	SELECT s."status", s."current_period_end" INTO now_status, now_end FROM "subscribers" s WHERE s."user_id" = uid;
	now_admin := EXISTS (SELECT 1 FROM "user_roles" a WHERE a."user_id" = uid AND a."role" = 'admin');
	SELECT p."announcements" INTO now_pref FROM "email_preferences" p WHERE p."user_id" = uid;
	was_status := now_status; was_end := now_end; was_admin := now_admin; was_pref := now_pref;
	IF TG_TABLE_NAME = 'subscribers' THEN
		IF TG_OP = 'INSERT' THEN was_status := NULL; was_end := NULL; ELSE was_status := OLD."status"; was_end := OLD."current_period_end"; END IF;
	ELSIF TG_TABLE_NAME = 'user_roles' THEN
		IF TG_OP <> 'INSERT' AND OLD."role" = 'admin' THEN was_admin := true;
		ELSIF TG_OP <> 'DELETE' AND NEW."role" = 'admin' THEN was_admin := false;
		ELSE RETURN NULL;
		END IF;
	ELSE
		IF TG_OP = 'INSERT' THEN was_pref := NULL; ELSE was_pref := OLD."announcements"; END IF;
	END IF;
	INSERT INTO "notification_broadcast_receipts" ("broadcast_id", "user_id", "included")
	SELECT b."id", u."id", x.was
	FROM "users" u
	JOIN "notification_broadcasts" b ON b."created_at" >= u."created_at"
	CROSS JOIN LATERAL (SELECT
		awc_in_audience(b."audience", b."preference", b."default_channel", b."created_at", was_status, was_end, was_admin, was_pref) AS was,
		awc_in_audience(b."audience", b."preference", b."default_channel", b."created_at", now_status, now_end, now_admin, now_pref) AS is_now) x
	WHERE u."id" = uid AND x.was <> x.is_now
	ON CONFLICT ("broadcast_id", "user_id") DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscribers_broadcast_audience" AFTER INSERT OR UPDATE OR DELETE ON "subscribers" FOR EACH ROW EXECUTE FUNCTION "awc_broadcast_fix_audience"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_broadcast_audience" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION "awc_broadcast_fix_audience"();
--> statement-breakpoint
CREATE TRIGGER "email_preferences_broadcast_audience" AFTER INSERT OR UPDATE OF "announcements" OR DELETE ON "email_preferences" FOR EACH ROW EXECUTE FUNCTION "awc_broadcast_fix_audience"();
--> statement-breakpoint
-- Each process's notification hub keeps, for its connected users, what decides their audiences
-- (membership, role, announcements preference) and drops it on 'u:<user>' (migration 0003 announces
-- role and subscription changes): a preference change is announced the same way.
CREATE FUNCTION "awc_email_preferences_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('awc_auth_cache', 'u:' || OLD."user_id");
	ELSE
		PERFORM pg_notify('awc_auth_cache', 'u:' || NEW."user_id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "email_preferences_auth_cache" AFTER INSERT OR UPDATE OF "announcements" OR DELETE ON "email_preferences" FOR EACH ROW EXECUTE FUNCTION "awc_email_preferences_notify"();
--> statement-breakpoint
-- Decision 289's list caches: a new broadcast changes every list; a receipt, its member's.
CREATE FUNCTION "awc_broadcast_list_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('awc_auth_cache', 'n:*');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notification_broadcasts_list_cache" AFTER INSERT OR UPDATE OR DELETE ON "notification_broadcasts" FOR EACH STATEMENT EXECUTE FUNCTION "awc_broadcast_list_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "notification_broadcast_receipts_list_cache_insert" AFTER INSERT ON "notification_broadcast_receipts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "awc_notification_list_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "notification_broadcast_receipts_list_cache_update" AFTER UPDATE ON "notification_broadcast_receipts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "awc_notification_list_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "notification_broadcast_receipts_list_cache_delete" AFTER DELETE ON "notification_broadcast_receipts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "awc_notification_list_cache_notify"();
