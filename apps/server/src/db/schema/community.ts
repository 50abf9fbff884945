import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { searchDocument, tsvector } from './search.ts';

/** A discussion thread in one topic space; its first post (is_opening) carries the body. */
export const communityThreads = pgTable(
  'community_threads',
  {
    id: text('id').primaryKey(),
    spaceId: text('space_id').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every visible reply, so active threads sort first. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    searchTsv: tsvector('search_tsv').generatedAlwaysAs((): SQL => searchDocument(sql.raw('title'), null, null)),
  },
  (t) => [index('community_threads_space_idx').on(t.spaceId, t.lastActivityAt), index('community_threads_search_idx').using('gin', t.searchTsv)],
);

/**
 * Every post, the opening one included. `body` is the author's Markdown; `body_html` is that
 * Markdown rendered and sanitized once on write, so reads never render untrusted input.
 * A hidden post (status 'hidden') is visible to admins only; hiding the opening post hides the thread.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOpening: boolean('is_opening').notNull().default(false),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    status: text('status').notNull().default('visible'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    searchTsv: tsvector('search_tsv').generatedAlwaysAs((): SQL => sql`setweight(to_tsvector('english', body), 'C')`),
  },
  (t) => [
    index('community_posts_thread_idx').on(t.threadId, t.createdAt),
    index('community_posts_status_idx').on(t.status),
    index('community_posts_search_idx').using('gin', t.searchTsv),
  ],
);

/** One report per member per post; open until a moderator hides, restores or dismisses. */
export const communityReports = pgTable(
  'community_reports',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    resolution: text('resolution'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_reports_post_reporter_idx').on(t.postId, t.reporterId),
    index('community_reports_open_idx').on(t.status).where(sql`status = 'open'`),
  ],
);

/** A member suspended from posting (they can still read). Lifting deletes the row. */
export const communitySuspensions = pgTable('community_suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  suspendedBy: text('suspended_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Topic suggestions from /submit-topic. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    details: text('details').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('new'),
    /** Kept in step with suggestion_votes inside the same transaction, so lists sort without a join. */
    voteCount: integer('vote_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [index('suggestions_status_idx').on(t.status, t.voteCount)],
);

/** One vote per member per suggestion (the primary key enforces it). */
export const suggestionVotes = pgTable(
  'suggestion_votes',
  {
    suggestionId: text('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.userId] })],
);

/** Members who follow a thread get its replies as notifications; the author follows their own. */
export const communityFollows = pgTable(
  'community_follows',
  {
    threadId: text('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('community_follows_user_idx').on(t.userId)],
);

/** One of each reaction of the fixed set per member per post (the primary key enforces it). */
export const communityReactions = pgTable(
  'community_reactions',
  {
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId, t.reaction] })],
);
