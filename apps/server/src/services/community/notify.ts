import type { DbOrTx } from '../../db/client.ts';
import type { NotifyInput } from '../notifications/notify.ts';
import type { Deps } from '../../types.ts';

/**
 * Sends an in-app notification through the notifications feature (`deps.notify`), inside the
 * caller's transaction so a rolled-back reply or status change notifies nobody.
 */
export const notifyUser = async (deps: Deps, userId: string, notice: NotifyInput, tx?: DbOrTx): Promise<void> => {
  await deps.notify(userId, notice, tx ? { tx } : {});
};
