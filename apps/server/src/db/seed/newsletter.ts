import { newId } from '../../lib/ids.ts';
import { renderIssueMarkdown } from '../../services/newsletter/issues.ts';
import type { Deps } from '../../types.ts';
import { newsletterIssues } from '../schema/index.ts';

/** The slug of the demo archive's issue (the browser journeys open it as the archive's page). */
export const DEMO_NEWSLETTER_SLUG = 'the-november-brief';

const BODY = `## Three things to do before December 31

- **Max out your 401(k).** The 2026 limit is $24,500 of your own contributions; a December bonus is
  the last paycheck that can reach it.
- **Look at your student loan plan.** RAP opens in July 2026; the Student Loan Navigator shows each
  plan's monthly figure side by side.
- **Fund next year's estimated taxes.** Partners and of-counsel paid on a K-1 owe the first 2027
  installment on April 15.

## From the content hub

This month's case: a fourth-year associate weighing a clerkship against a lateral move, in dollars
and in risk. Members can read it in the content hub.`;

/**
 * One sent issue in the public archive, so `/newsletter/{slug}` shows what subscribers receive on a
 * laptop install. Demo only: production's archive holds only the issues its admins send.
 */
export const seedDemoNewsletter = async (deps: Deps) => {
  const sentAt = new Date(Date.UTC(2026, 10, 3, 14, 0, 0));
  await deps.database.db
    .insert(newsletterIssues)
    .values({
      id: newId(),
      slug: DEMO_NEWSLETTER_SLUG,
      subject: 'The November brief: year-end moves for attorneys',
      summary: 'Three things to do before December 31, and this month’s case from the content hub.',
      body: BODY,
      bodyHtml: renderIssueMarkdown(BODY),
      status: 'sent',
      sentAt,
      sendStartedAt: sentAt,
      recipientCount: 0,
      createdAt: sentAt,
      updatedAt: sentAt,
    })
    .onConflictDoNothing();
};
