import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passkeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** One of the user's own passkeys; another account's id is "not found", never "forbidden". */
export const findOwnPasskey = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .select({ id: passkeys.id, name: passkeys.name })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such passkey.');
  return row;
};
