import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Metadata of stored uploads; the bytes live with the storage driver in use (decision 415). */
export const files = pgTable('files', {
  key: text('key').primaryKey(),
  ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  purpose: text('purpose').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL's bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The bytes of uploads under the database driver (the default on PostgreSQL): every process reads
 * them where it reads everything else, and a database backup holds them. No foreign key to `files`:
 * a driver is a plain key-to-bytes store, written before the metadata row that makes a file visible.
 */
export const fileContents = pgTable('file_contents', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
