import type { ReactionId } from '@awc/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { renderPost } from '../../services/community/markdown.ts';
import type { Deps } from '../../types.ts';
import {
  communityFollows,
  communityPosts,
  communityReactions,
  communityThreads,
  liveSessions,
  profiles,
  sessionRsvps,
  subscribers,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL } from './demo-accounts.ts';

/**
 * A community that looks lived in on a fresh install (issue 22 item 7): demo members listed in the
 * directory, threads with replies, reactions and follows, RSVPs to the upcoming sessions and a past
 * session with its replay. Outside production only: production seeds none of it.
 *
 * The demo members have no password and no sign-in method: they exist to be read about.
 */
export const DEMO_COMMUNITY_MEMBERS = [
  { key: 'jordan', firstName: 'Jordan', lastName: 'Lee', headline: 'Second-year associate, litigation', practiceSetting: 'BigLaw' },
  { key: 'priya', firstName: 'Priya', lastName: 'Shah', headline: 'Assistant public defender', practiceSetting: 'PublicInterest' },
  { key: 'sam', firstName: 'Sam', lastName: 'Ortiz', headline: 'Solo practitioner, estate planning', practiceSetting: 'Small' },
  { key: 'dana', firstName: 'Dana', lastName: 'Brooks', headline: 'In-house counsel, fintech', practiceSetting: 'InHouse' },
  { key: 'alex', firstName: 'Alex', lastName: 'Kim', headline: 'Midsize firm associate, real estate', practiceSetting: 'Midsize' },
] as const;
type Key = (typeof DEMO_COMMUNITY_MEMBERS)[number]['key'] | 'admin' | 'member';

const emailOf = (key: string) => `${key}.demo@attorneywealth.test`;

type DemoThread = {
  space: string;
  author: Key;
  title: string;
  body: string;
  daysAgo: number;
  replies: { author: Key; body: string; reactions?: [Key, ReactionId][] }[];
  reactions?: [Key, ReactionId][];
};

export const DEMO_THREADS: readonly DemoThread[] = [
  {
    space: 'general',
    author: 'admin',
    title: 'Welcome! Introduce yourself here',
    body: 'Tell us where you practice, how long you have been out of law school, and the one money question on your mind this year.',
    daysAgo: 13,
    reactions: [
      ['jordan', 'like'],
      ['priya', 'celebrate'],
      ['sam', 'like'],
    ],
    replies: [
      {
        author: 'jordan',
        body: 'Second-year litigation associate in Chicago. My question: how much of the bonus should go to loans vs. the 401(k)?',
      },
      {
        author: 'priya',
        body: 'Public defender in Philadelphia, four years into PSLF. Mostly here to make sure I do not miss a step on certification.',
      },
      {
        author: 'dana',
        body: 'Moved in-house last spring. Trying to make sense of RSUs and an ESPP for the first time.',
        reactions: [['alex', 'like']],
      },
    ],
  },
  {
    space: 'student-loans',
    author: 'priya',
    title: 'PSLF after the 2025 law: is RAP the right plan for me?',
    body: 'I am on IBR with about 70 qualifying payments. Does switching to **RAP** reset anything, and would my payment actually drop?',
    daysAgo: 9,
    reactions: [
      ['jordan', 'insightful'],
      ['admin', 'like'],
    ],
    replies: [
      {
        author: 'admin',
        body: 'Switching plans does not reset qualifying payments, as long as each month counts under the new plan. Run both plans in the Student Loan Navigator with your AGI: the monthly figures are side by side.',
        reactions: [
          ['priya', 'thanks'],
          ['sam', 'like'],
        ],
      },
      { author: 'priya', body: 'Ran it: RAP is $41 a month lower for me this year. Keeping IBR until I recertify, then switching.' },
    ],
  },
  {
    space: 'investing',
    author: 'jordan',
    title: 'Bonus season: loans first or max the 401(k)?',
    body: 'My loans are at 6.8%. The firm has no match. Is there a rule of thumb, or is it all in the Debt vs. Invest calculator?',
    daysAgo: 6,
    reactions: [['dana', 'like']],
    replies: [
      {
        author: 'dana',
        body: 'At 6.8% I paid the loans down first, but I still maxed the 401(k) for the tax deduction in my bracket. The calculator makes the trade-off concrete.',
        reactions: [['jordan', 'thanks']],
      },
      { author: 'alex', body: 'Same situation last year. I split it: enough to the 401(k) to leave the 32% bracket, the rest to loans.' },
      { author: 'jordan', body: 'Thanks both: splitting it. The bracket point is what I was missing.', reactions: [['alex', 'celebrate']] },
    ],
  },
  {
    space: 'career',
    author: 'sam',
    title: 'Pricing flat-fee estate plans in year two of a solo practice',
    body: 'I charge $2,400 for a basic plan. After tracking hours for three months, my effective rate is lower than I thought. How do others price?',
    daysAgo: 4,
    reactions: [['priya', 'insightful']],
    replies: [
      {
        author: 'alex',
        body: 'Tiered packages helped me: the basic plan stays simple, and anything with a trust moves to the next tier.',
        reactions: [['sam', 'thanks']],
      },
      { author: 'admin', body: 'The True Hourly Rate tool takes your flat fees and the hours you logged and shows what each matter really earned.' },
    ],
  },
  {
    space: 'investing',
    author: 'dana',
    title: 'ESPP: sell at purchase or hold for the long-term rate?',
    body: 'The plan buys at a 15% discount every six months. Holding for a qualifying disposition saves tax, but it concentrates risk in my employer.',
    daysAgo: 2,
    replies: [
      {
        author: 'jordan',
        body: 'I sell at each purchase: the discount is the return, and my salary already depends on the same company.',
        reactions: [['dana', 'insightful']],
      },
    ],
  },
  {
    space: 'general',
    author: 'alex',
    title: 'What should the next live session cover?',
    body: 'I would love a session on buying a first home on an associate salary: down payment, PMI, and what lenders look at with student debt.',
    daysAgo: 1,
    reactions: [
      ['jordan', 'like'],
      ['priya', 'like'],
      ['dana', 'like'],
    ],
    replies: [{ author: 'sam', body: 'Seconded. Add how lenders treat income-driven payments.' }],
  },
];

const upsertDemoMembers = async (deps: Deps) => {
  const db = deps.database.db;
  const ids = new Map<Key, string>();
  for (const m of DEMO_COMMUNITY_MEMBERS) {
    const email = emailOf(m.key);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = existing?.id ?? newId();
    if (!existing) {
      await db.transaction(async (tx) => {
        const createdAt = new Date(Date.now() - 40 * 86_400_000);
        await tx
          .insert(users)
          .values({ id, email, name: `${m.firstName} ${m.lastName}`, emailVerified: true, firstName: m.firstName, lastName: m.lastName, createdAt });
        await tx.insert(profiles).values({
          id,
          email,
          firstName: m.firstName,
          lastName: m.lastName,
          headline: m.headline,
          practiceSetting: m.practiceSetting,
          directoryVisibility: 'members',
          createdAt,
        });
        await tx.insert(subscribers).values({ userId: id, plan: 'annual', status: 'active', currentPeriodEnd: null, provider: 'demo', createdAt });
      });
    }
    ids.set(m.key, id);
  }
  for (const demo of DEMO_ACCOUNTS) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    if (row && (demo.role === 'admin' || demo.role === 'member')) ids.set(demo.role, row.id);
  }
  return ids;
};

export const seedDemoCommunity = async (deps: Deps, now = new Date()) => {
  if (deps.env.isProduction) return;
  const db = deps.database.db;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (!admin) return;
  const ids = await upsertDemoMembers(deps);
  const idOf = (key: Key) => ids.get(key) as string;
  const demoIds = DEMO_COMMUNITY_MEMBERS.map((m) => idOf(m.key));

  const [anyThread] = await db.select({ id: communityThreads.id }).from(communityThreads).limit(1);
  if (!anyThread) {
    await db.transaction(async (tx) => {
      for (const t of DEMO_THREADS) {
        const threadId = newId();
        const at = (hours: number) => new Date(now.getTime() - t.daysAgo * 86_400_000 + hours * 3_600_000);
        const last = at(t.replies.length * 3);
        await tx
          .insert(communityThreads)
          .values({ id: threadId, spaceId: t.space, authorId: idOf(t.author), title: t.title, createdAt: at(0), lastActivityAt: last });
        const posts = [
          { author: t.author, body: t.body, reactions: t.reactions ?? [], opening: true },
          ...t.replies.map((r) => ({ ...r, reactions: r.reactions ?? [], opening: false })),
        ];
        const followers = new Set<string>();
        for (const [i, p] of posts.entries()) {
          const postId = newId();
          await tx.insert(communityPosts).values({
            id: postId,
            threadId,
            authorId: idOf(p.author),
            isOpening: p.opening,
            body: p.body,
            bodyHtml: renderPost(p.body, new Map()),
            createdAt: at(i * 3),
          });
          followers.add(idOf(p.author));
          if (p.reactions.length)
            await tx
              .insert(communityReactions)
              .values(p.reactions.map(([who, reaction]) => ({ postId, userId: idOf(who), reaction, createdAt: at(i * 3 + 1) })));
        }
        await tx.insert(communityFollows).values([...followers].map((userId) => ({ threadId, userId })));
      }
    });
  }

  // "N members going" on the upcoming sessions, and one past session with its replay.
  const upcoming = await db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(and(isNull(liveSessions.cancelledAt), gt(liveSessions.startsAt, now)));
  for (const s of upcoming)
    await db
      .insert(sessionRsvps)
      .values(demoIds.slice(0, 3).map((userId) => ({ sessionId: s.id, userId })))
      .onConflictDoNothing();
  const [replay] = await db.select({ id: liveSessions.id }).from(liveSessions).where(eq(liveSessions.title, DEMO_REPLAY.title));
  if (!replay)
    await db.insert(liveSessions).values({
      id: newId(),
      ...DEMO_REPLAY,
      startsAt: new Date(now.getTime() - 12 * 86_400_000),
      createdBy: admin.id,
    });
};

export const DEMO_REPLAY = {
  title: 'Replay: your first money plan as a new associate',
  description: 'Take-home pay, the order to fund goals, and the first year of loan payments, worked through live with member questions.',
  timeZone: 'America/New_York',
  durationMinutes: 60,
  joinUrl: 'https://meet.example.com/attorney-wealth-live',
  replayUrl: 'https://vimeo.com/76979871',
} as const;
