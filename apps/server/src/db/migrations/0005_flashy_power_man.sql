CREATE TABLE "search_static" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"search_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'C')) STORED,
	CONSTRAINT "search_static_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', body), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A')) STORED;--> statement-breakpoint
CREATE INDEX "search_static_tsv_idx" ON "search_static" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "community_posts_search_idx" ON "community_posts" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "community_threads_search_idx" ON "community_threads" USING gin ("search_tsv");