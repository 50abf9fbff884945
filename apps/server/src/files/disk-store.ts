import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, type BlobStore } from './blob-store.ts';

/**
 * The disk driver: one file per key under a directory (DATA_DIR/uploads), the embedded install's
 * default. Each process sees only its own disk, so several processes need the directory shared
 * (a network volume) or another driver.
 */
export class DiskStore implements BlobStore {
  readonly driver = 'disk' as const;
  readonly location: string;

  constructor(readonly root: string) {
    this.root = path.resolve(root);
    this.location = this.root;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside the target and renamed: a concurrent reader gets the old file or the new one.
    const partial = `${file}.${crypto.randomBytes(6).toString('hex')}.partial`;
    try {
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async *keys(): AsyncIterable<string> {
    const walk = async function* (dir: string, prefix: string): AsyncIterable<string> {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        // Dot files are ours (the moved-uploads marker), and .partial files are writes in progress.
        if (entry.name.startsWith('.') || entry.name.endsWith('.partial')) continue;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
        else if (entry.isFile() && prefix) yield `${prefix}${entry.name}`;
      }
    };
    yield* walk(this.root, '');
  }

  async close(): Promise<void> {}

  private pathOf(key: string) {
    assertBlobKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error('path escapes the upload directory');
    return file;
  }
}
