import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { fileContents } from '../db/schema/index.ts';
import { assertBlobKey, type BlobStore } from './blob-store.ts';

/**
 * The database driver: bytes in `file_contents` (bytea), the default when DATABASE_URL is set. Every
 * process on the PostgreSQL serves every upload with nothing else to run, and `pg_dump` (so
 * `npm run db:backup`) carries the bytes with the rows that name them. Avatars and covers are a few
 * hundred kilobytes at most (the upload limits), well inside what bytea handles comfortably.
 */
export class DatabaseStore implements BlobStore {
  readonly driver = 'database' as const;
  readonly location: string;

  constructor(private readonly database: Database) {
    this.location = `the file_contents table of ${database.location}`;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertBlobKey(key);
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await this.database.db
      .insert(fileContents)
      .values({ key, bytes: buffer })
      .onConflictDoUpdate({ target: fileContents.key, set: { bytes: buffer, createdAt: sql`now()` } });
  }

  async get(key: string): Promise<Buffer | null> {
    assertBlobKey(key);
    const [row] = await this.database.db.select({ bytes: fileContents.bytes }).from(fileContents).where(eq(fileContents.key, key));
    return row?.bytes ?? null;
  }

  async has(key: string): Promise<boolean> {
    assertBlobKey(key);
    const rows = await this.database.db.select({ key: fileContents.key }).from(fileContents).where(eq(fileContents.key, key));
    return rows.length > 0;
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.database.db.delete(fileContents).where(eq(fileContents.key, key));
  }

  async *keys(): AsyncIterable<string> {
    // Keys only, a page at a time, so listing never pulls the bytes of every file into memory.
    let after = '';
    for (;;) {
      const rows = await this.database.db
        .select({ key: fileContents.key })
        .from(fileContents)
        .where(sql`${fileContents.key} > ${after}`)
        .orderBy(fileContents.key)
        .limit(1000);
      for (const row of rows) yield row.key;
      if (rows.length < 1000) return;
      after = rows[rows.length - 1]?.key ?? after;
    }
  }

  /** The database belongs to the server, which closes it. */
  async close(): Promise<void> {}
}
