import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two processes on one directory silently lose writes.
 * The server takes this lock on its data directory, and the db:* scripts refuse a directory that
 * a live process holds.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dir} is in use by process ${pid} (a running server). Stop it first, or run this against that server.`);
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const lockPath = (dir: string): string => path.join(dir, '.server.lock');

/** The pid holding the directory, or null when free (a stale lock from a dead process is free). */
export const lockHolder = (dir: string): number | null => {
  try {
    const pid = Number(fs.readFileSync(lockPath(dir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
};

/** Takes the lock or throws DataDirLockedError. Returns the release function. */
export const acquireDataDirLock = (dir: string): (() => void) => {
  fs.mkdirSync(dir, { recursive: true });
  const file = lockPath(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dir);
      if (holder !== null) throw new DataDirLockedError(dir, holder);
      // Stale lock from a process that died: remove it and try once more.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
};
