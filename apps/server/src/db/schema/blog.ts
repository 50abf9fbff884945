import { type SQL, sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { searchDocument, tsvector } from './search.ts';

/**
 * Blog posts (seeded from content/blog, written in /admin/blog). A post is visible to the public
 * when status is 'published' and published_at has passed; 'scheduled' posts are published by the
 * job queue at scheduled_for.
 */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Markdown; rendered through the sanitizer on every read. */
    body: text('body').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    author: text('author').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'public' | 'members' */
    visibility: text('visibility').notNull().default('public'),
    /** 'draft' | 'scheduled' | 'published' */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    coverUrl: text('cover_url'),
    coverAlt: text('cover_alt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchTsv: tsvector('search_tsv').generatedAlwaysAs((): SQL => searchDocument(sql.raw('title'), sql.raw('excerpt'), sql.raw('body'))),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    index('posts_status_published_idx').on(t.status, t.publishedAt),
    index('posts_search_idx').using('gin', t.searchTsv),
  ],
);

/** Messages from /contact and enquiries from /firm-pilot-program. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    /** 'contact' | 'firm-enquiry' */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin inbox: 'new' | 'answered' | 'archived' (decision 343). */
    status: text('status').notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_ip_idx').on(t.ip, t.createdAt), index('contact_messages_inbox_idx').on(t.status, t.createdAt)],
);

/** Replies sent by email from the admin inbox, kept with the message they answer. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
