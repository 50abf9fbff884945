CREATE TABLE "firm_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"invited_by" text,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "firm_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "firm_members" (
	"firm_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"holds_seat" boolean NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_members_firm_id_user_id_pk" PRIMARY KEY("firm_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"source" text NOT NULL,
	"billing_contact_name" text NOT NULL,
	"billing_contact_email" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_invitations_firm_idx" ON "firm_invitations" USING btree ("firm_id","status");--> statement-breakpoint
CREATE INDEX "firm_invitations_email_idx" ON "firm_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_members_user_idx" ON "firm_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_members_one_admin_idx" ON "firm_members" USING btree ("firm_id") WHERE "firm_members"."role" = 'admin';--> statement-breakpoint
CREATE UNIQUE INDEX "firms_provider_subscription_idx" ON "firms" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "firms_name_idx" ON "firms" USING btree (lower("name"));--> statement-breakpoint
-- A firm seat is part of "is this person a member" (decision 435), which every process caches for
-- a few seconds (decision 289). A seat's row names its user, so the existing notice function
-- announces it; a change of the firm itself (its status, its period) concerns all its people.
CREATE TRIGGER "firm_members_auth_cache" AFTER INSERT OR UPDATE OR DELETE ON "firm_members" FOR EACH ROW EXECUTE FUNCTION "awc_auth_cache_notify"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "awc_firm_auth_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member record;
BEGIN
	FOR member IN SELECT "user_id" FROM "firm_members" WHERE "firm_id" = OLD.id LOOP
		PERFORM pg_notify('awc_auth_cache', 'u:' || member.user_id);
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "firms_auth_cache" AFTER UPDATE OR DELETE ON "firms" FOR EACH ROW EXECUTE FUNCTION "awc_firm_auth_cache_notify"();
