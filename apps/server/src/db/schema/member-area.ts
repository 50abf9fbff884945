import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { searchDocument, tsvector } from './search.ts';

/** The content hub: members-only guides, articles, video lessons and session replays (issue 8). */
export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Plain text with blank-line paragraphs; rendered as text, never as HTML (decision 241). */
    body: text('body').notNull().default(''),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    /** The link as the admin typed it; the page embeds only `videoEmbedUrl(videoUrl)`. */
    videoUrl: text('video_url'),
    published: boolean('published').notNull().default(true),
    /** Set for replays created from a live session. */
    sessionId: text('session_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchTsv: tsvector('search_tsv').generatedAlwaysAs((): SQL => searchDocument(sql.raw('title'), sql.raw('summary'), sql.raw('body'))),
  },
  (t) => [index('content_items_published_idx').on(t.published, t.createdAt), index('content_items_search_idx').using('gin', t.searchTsv)],
);

/** One member's relation to one item: saved to their list, and/or read. */
export const contentProgress = pgTable(
  'content_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/** Live sessions scheduled by admins in the session hub. */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The IANA zone the admin scheduled in (shown beside the time). */
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    joinUrl: text('join_url').notNull(),
    replayUrl: text('replay_url'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_sessions_starts_idx').on(t.startsAt)],
);

export const sessionRsvps = pgTable(
  'session_rsvps',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('session_rsvps_user_idx').on(t.userId)],
);

/** A structured learning path through the hub: ordered modules of hub items (decision 347). */
export const learningPaths = pgTable('learning_paths', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  published: boolean('published').notNull().default(true),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One hub item as a step of a path. Module order, then item order inside it; the module's title is
 * repeated on its items (a module is nothing but a titled run of steps). Progress is the member's
 * `content_progress.read_at` on the item, so reading an item anywhere counts on every path.
 */
export const learningPathItems = pgTable(
  'learning_path_items',
  {
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    modulePosition: integer('module_position').notNull(),
    moduleTitle: text('module_title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pathId, t.itemId] }), index('learning_path_items_item_idx').on(t.itemId)],
);
