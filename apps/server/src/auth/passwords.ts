import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP baseline (19 MiB, t=2, p=1). @node-rs/argon2 runs on libuv's thread
 * pool, so hashing never blocks the event loop itself.
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core but one: the event loop keeps a core to itself. Each hash is ~45 ms of
 * CPU, so hashes running on every core the process may use (libuv runs four at once) took the CPU
 * from the event loop and delayed every other request while sign-ins ran; queued, the sign-ins
 * still use every core but one, and finish at the same rate when the process has a single core.
 */
const HASH_SLOTS = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const queue: (() => void)[] = [];
/** For tests: hashes running now, and the most that may run at once. */
export const passwordHashesInFlight = () => ({ running, limit: HASH_SLOTS });
const withHashSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => queue.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
};

export const hashPassword = (password: string): Promise<string> => withHashSlot(() => hash(password, OPTIONS));

export const verifyPassword = async ({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> => {
  try {
    return await withHashSlot(() => verify(stored, password));
  } catch {
    // A malformed stored hash is a failed check, not a crash.
    return false;
  }
};
