import { EMAIL_KIND_TEXTS, type EmailKind } from '@awc/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { type EmailBlock, renderEmail } from '../../mail/layout.ts';
import type { MailAttachment, MailMessage } from '../../mail/mailer.ts';
import type { Deps } from '../../types.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** RFC 8058 target: mail providers POST here without a cookie; the signed token authenticates. */
export const EMAIL_ONE_CLICK_PATH = '/api/email/unsubscribe/one-click';
/** The emailed link: the unsubscribe page asks for confirmation (opening a link changes nothing). */
export const EMAIL_UNSUBSCRIBE_PAGE = '/unsubscribe-successful';
export const EMAIL_PREFERENCES_PAGE = '/account?tab=settings';

export type MemberEmailContent = {
  subject: string;
  heading: string;
  blocks: EmailBlock[];
  preheader?: string;
  attachments?: MailAttachment[];
};

/** The recipient's address and first name (null when the account is gone or unverified). */
export const recipientOf = async (db: DbOrTx, userId: string) => {
  const [user] = await db
    .select({ email: users.email, name: users.name, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.verified ? { email: user.email, firstName: user.name.trim().split(/\s+/)[0] || 'there' } : null;
};

/**
 * An email to a member about one kind of event, in the one layout, with the one-click unsubscribe
 * of that kind in its headers (RFC 2369/8058) and its footer, and a link to the preferences.
 */
export const memberEmail = (
  deps: Pick<Deps, 'env'>,
  input: { userId: string; to: string; kind: EmailKind; content: MemberEmailContent },
): MailMessage => {
  const token = unsubscribeToken(deps.env.SESSION_SECRET, input.userId, input.kind);
  const base = deps.env.PUBLIC_URL;
  const oneClick = `${base}${EMAIL_ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`;
  const what = EMAIL_KIND_TEXTS[input.kind].unsubscribed;
  const rendered = renderEmail({
    subject: input.content.subject,
    heading: input.content.heading,
    blocks: input.content.blocks,
    ...(input.content.preheader ? { preheader: input.content.preheader } : {}),
    unsubscribe: {
      reason: `You get this email because your email preferences include ${what}.`,
      unsubscribeUrl: `${base}${EMAIL_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`,
      unsubscribeLabel: `Stop emails about ${what}`,
      preferencesUrl: `${base}${EMAIL_PREFERENCES_PAGE}`,
    },
  });
  return {
    to: input.to,
    ...rendered,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(input.content.attachments ? { attachments: input.content.attachments } : {}),
  };
};
