CREATE TABLE "billing_plan_settings" (
	"plan" text PRIMARY KEY NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plan_settings_trial_days" CHECK ("billing_plan_settings"."trial_days" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "trial_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"plan" text NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"outcome" text DEFAULT 'trialing' NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_checkouts" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trial_claims_email_idx" ON "trial_claims" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_claims_user_idx" ON "trial_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trial_claims_outcome_idx" ON "trial_claims" USING btree ("outcome","trial_ends_at");