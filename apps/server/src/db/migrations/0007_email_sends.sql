CREATE TABLE "email_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_sends_recipient_idx" ON "email_sends" USING btree ("recipient_hash","kind","created_at");