/**
 * Where uploaded bytes live. Three drivers implement it (decision 415): the disk (one process, or
 * a directory every process shares), the database (the default on PostgreSQL: every process reads
 * the bytes where it reads everything else) and S3-compatible object storage. A driver is a plain
 * key-to-bytes store; what a file is (its owner, type, size, purpose) stays in the `files` table,
 * whichever driver holds the bytes, so switching drivers moves bytes and nothing else.
 */
export type StorageDriver = 'disk' | 'database' | 's3';

export interface BlobStore {
  readonly driver: StorageDriver;
  /** Where the bytes are, for messages and logs (never a secret). */
  readonly location: string;
  /** Writes the bytes under the key, replacing what was there; a reader sees the old or the new bytes, never part of them. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when the key holds nothing. Any other failure throws: "missing" is never a guess. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Removes the key; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Every key the store holds, in no particular order. */
  keys(): AsyncIterable<string>;
  close(): Promise<void>;
}

/**
 * Keys are ours (`<purpose>/<id>.<ext>`), but a driver still refuses anything that could leave its
 * directory or prefix: segments of letters, digits, dots, hyphens and underscores, none of them
 * "." or "..", no leading or trailing slash.
 */
export const assertBlobKey = (key: string): void => {
  const segments = key.split('/');
  if (key.length > 512 || segments.length < 2 || segments.some((s) => !/^[\w.-]+$/.test(s) || s === '.' || s === '..'))
    throw new Error(`Bad storage key ${JSON.stringify(key)}`);
};
