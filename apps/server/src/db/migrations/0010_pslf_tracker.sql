CREATE TABLE "pslf_certifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"employer_id" text,
	"certified_on" date NOT NULL,
	"payments_credited" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pslf_certifications_count_range" CHECK ("pslf_certifications"."payments_credited" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "pslf_employers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pslf_trackers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"qualifying_payments" integer NOT NULL,
	"as_of" date NOT NULL,
	"source" text NOT NULL,
	"repayment_plan" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pslf_trackers_count_range" CHECK ("pslf_trackers"."qualifying_payments" between 0 and 120)
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "pslf_reminders" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "pslf_certifications" ADD CONSTRAINT "pslf_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pslf_certifications" ADD CONSTRAINT "pslf_certifications_employer_id_pslf_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."pslf_employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pslf_employers" ADD CONSTRAINT "pslf_employers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pslf_trackers" ADD CONSTRAINT "pslf_trackers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pslf_certifications_user_idx" ON "pslf_certifications" USING btree ("user_id","certified_on");--> statement-breakpoint
CREATE INDEX "pslf_employers_user_idx" ON "pslf_employers" USING btree ("user_id","start_date");