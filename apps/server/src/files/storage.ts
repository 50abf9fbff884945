import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { BlobStore } from './blob-store.ts';

/** The image types we accept, recognized by their first bytes (never by the file name). */
const SIGNATURES: { type: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  {
    type: 'image/png',
    ext: 'png',
    test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a,
  },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    ext: 'gif',
    test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61,
  },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
  },
];

/** The content type of image bytes, or null. SVG is deliberately not accepted: it can carry script. */
export const sniffImageType = (bytes: Uint8Array): { type: string; ext: string } | null => {
  const hit = SIGNATURES.find((s) => bytes.length >= 12 && s.test(bytes));
  return hit ? { type: hit.type, ext: hit.ext } : null;
};

export type StoredFile = { key: string; url: string; contentType: string; size: number };

/** The form of every key we issue: `<purpose>/<id>.<ext>`. Anything else is not ours to serve. */
const KEY_PATTERN = /^[a-z-]+\/[\w-]+\.(png|jpg|gif|webp)$/;

/**
 * Uploaded files: metadata in the `files` table, bytes with the storage driver in use (disk,
 * database or S3: `blob-store.ts`, decision 415). Served from /files/<key> by the app itself with
 * the stored type, nosniff and a sandboxing CSP, so nothing uploaded can run as a page of ours,
 * whichever driver holds it.
 */
export class FileStorage {
  constructor(
    private readonly database: Database,
    readonly store: BlobStore,
  ) {}

  /** Stores an image after checking its real type and size. */
  async putImage(input: { bytes: Uint8Array; ownerId: string | null; purpose: string; maxBytes: number }): Promise<StoredFile> {
    if (input.bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.', { fieldErrors: { file: ['The file is empty.'] } });
    if (input.bytes.length > input.maxBytes) {
      const mb = (input.maxBytes / 1_000_000).toFixed(1).replace(/\.0$/, '');
      throw new AppError('PAYLOAD_TOO_LARGE', `The image must be ${mb} MB or smaller.`, {
        fieldErrors: { file: [`The image must be ${mb} MB or smaller.`] },
      });
    }
    const kind = sniffImageType(input.bytes);
    if (!kind) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a PNG, JPEG, GIF or WebP image.', {
        fieldErrors: { file: ['Upload a PNG, JPEG, GIF or WebP image.'] },
      });
    }
    const key = `${input.purpose}/${newId()}.${kind.ext}`;
    // Bytes first, then the row that makes the file exist: a failure in between leaves unreferenced
    // bytes, never a file that answers 404.
    await this.store.put(key, input.bytes, kind.type);
    await this.database.db
      .insert(files)
      .values({ key, ownerId: input.ownerId, contentType: kind.type, size: input.bytes.length, purpose: input.purpose });
    return { key, url: `/files/${key}`, contentType: kind.type, size: input.bytes.length };
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const [meta] = await this.database.db.select().from(files).where(eq(files.key, key));
    if (!meta) return null;
    const bytes = await this.store.get(key);
    return bytes ? { bytes, contentType: meta.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    await this.database.db.delete(files).where(eq(files.key, key));
    await this.store.delete(key);
  }

  /** The key of a URL we issued (/files/<key>), or null for anything else. */
  keyOfUrl(url: string | null | undefined): string | null {
    return url?.startsWith('/files/') ? url.slice('/files/'.length) : null;
  }
}
