import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP baseline (19 MiB, t=2, p=1). @node-rs/argon2 runs on libuv's thread
 * pool, so hashing never blocks the event loop.
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async ({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed check, not a crash.
    return false;
  }
};
