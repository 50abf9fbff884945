import type { EmailEventKind } from '@awc/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { NotifyInput } from '../notifications/notify.ts';
import type { Deps } from '../../types.ts';
import { sendEmailOnce } from './deliveries.ts';
import { type MemberEmailContent, memberEmail, recipientOf } from './member-email.ts';
import { getEmailPreferences } from './preferences.ts';

export type EventDelivery = {
  userId: string;
  kind: EmailEventKind;
  /** Identifies the event; with the user and kind it is the email's idempotency key. */
  eventKey: string;
  notice: NotifyInput;
  /** Built only when the member wants this kind by email. */
  email: (recipient: { firstName: string; timeZone: string }) => MemberEmailContent;
};

/**
 * Tells one member about one event the way they chose (decision 330): 'off' nothing, 'in_app' the
 * notification, 'email' the notification and an email, at most once per member and event.
 * Pass `tx` to write both inside the caller's transaction.
 */
export const deliverEvent = async (deps: Deps, event: EventDelivery, options: { tx?: DbOrTx } = {}) => {
  const db = options.tx ?? deps.database.db;
  const prefs = await getEmailPreferences(db, event.userId);
  const channel = prefs[event.kind];
  if (channel === 'off') return { notified: false, emailed: false };
  await deps.notify(event.userId, event.notice, options.tx ? { tx: options.tx } : {});
  if (channel !== 'email') return { notified: true, emailed: false };
  const recipient = await recipientOf(db, event.userId);
  if (!recipient) return { notified: true, emailed: false };
  const id = await sendEmailOnce(
    deps,
    {
      key: `${event.kind}:${event.eventKey}:${event.userId}`,
      kind: event.kind,
      ref: event.eventKey,
      userId: event.userId,
      message: memberEmail(deps, {
        userId: event.userId,
        to: recipient.email,
        kind: event.kind,
        content: event.email({ ...recipient, timeZone: prefs.timeZone }),
      }),
    },
    { db },
  );
  return { notified: true, emailed: id !== null };
};
