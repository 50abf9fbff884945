import { type ContentItemData, LiveSessionInputSchema } from '@awc/domain';
import { eq } from 'drizzle-orm';
import { createContent } from '../../services/member-area/content.ts';
import { createLearningPath } from '../../services/member-area/learning-paths.ts';
import { createSession } from '../../services/member-area/sessions.ts';
import type { Deps } from '../../types.ts';
import { contentItems, learningPaths, liveSessions, users } from '../schema/index.ts';
import { DEMO_ADMIN_EMAIL } from './demo-accounts.ts';

/**
 * Demo items of the content hub, so a fresh install shows members a hub with something in it.
 * Markdown, as the admin console writes them (decision 346).
 */
export const DEMO_CONTENT: readonly ContentItemData[] = [
  {
    title: 'Your first year of associate pay: a cash-flow plan',
    summary: 'Where a first-year salary goes once taxes, loans, rent and retirement are counted, and the order to fund them.',
    body: [
      'A first-year salary looks large until withholding, loan payments and rent take their share. Start from **take-home pay**, not gross.',
      '## Fund in this order',
      '1. The employer match: it is part of your pay.',
      '2. An emergency fund of three to six months of essentials.',
      '3. High-interest debt.',
      '4. Further retirement saving.',
      '## When to revisit',
      'Revisit the plan when the bonus arrives, not before. The [Estimated Tax Navigator](/tools/estimated-tax-navigator) shows what the bonus really adds.',
    ].join('\n\n'),
    kind: 'guide',
    category: 'career',
    videoUrl: null,
    published: true,
  },
  {
    title: 'Backdoor Roth IRA, step by step',
    summary: 'Why high earners use it, the pro-rata rule that trips people up, and the forms involved.',
    body: 'Above the income limits, a direct Roth IRA contribution is not allowed, but a nondeductible traditional IRA contribution followed by a conversion is.\n\nThe pro-rata rule counts every pre-tax IRA balance you hold on December 31. Rolling old pre-tax IRAs into a 401(k) first keeps the conversion clean. Form 8606 records the basis each year.',
    kind: 'article',
    category: 'retirement',
    videoUrl: null,
    published: true,
  },
  {
    title: 'Quarterly estimated taxes for solo practitioners',
    summary: 'The four due dates, the safe-harbor rules, and how to size each payment when income is lumpy.',
    body: 'Paying at least 100% of last year’s tax (110% above the AGI threshold) in four equal installments avoids the underpayment penalty, whatever this year brings.\n\nWhen fees arrive unevenly, the annualized installment method can match payments to when the income came in. The Estimated Tax Navigator works through both.',
    kind: 'guide',
    category: 'taxes',
    videoUrl: null,
    published: true,
  },
  {
    title: 'Your bonus and the April tax bill',
    summary: 'Why the flat 22% withheld from a bonus can leave a balance due, and two ways to close the gap before April.',
    body: 'Employers may withhold a flat 22% from bonuses up to $1 million, while many associates’ top bracket is 32% or 35%. The difference is owed when you file.\n\nRaise the withholding on your regular paychecks for the rest of the year, or make an estimated payment. Either counts toward the safe harbor; the Estimated Tax Navigator sizes both.',
    kind: 'article',
    category: 'taxes',
    videoUrl: null,
    published: true,
  },
  {
    title: 'Roth or pre-tax: choosing your 401(k) contributions',
    summary: 'Which to pick when your bracket today is high, and why many attorneys hold some of each.',
    body: 'Pre-tax contributions lower today’s tax; Roth contributions grow tax-free and are withdrawn tax-free in retirement. The choice is a bet on your bracket now against your bracket later.\n\nIn a high-earning year pre-tax usually wins; in a clerkship or public-interest year, Roth often does. Holding both kinds gives you a choice of which to draw on each year in retirement.',
    kind: 'guide',
    category: 'retirement',
    videoUrl: null,
    published: true,
  },
  {
    title: 'Index funds in ten minutes',
    summary: 'What an index fund holds, what it costs, and why costs compound as surely as returns.',
    body: 'An index fund buys every security in a market index instead of picking among them. Its main advantage is cost: a fraction of what active funds charge.\n\nA one-percentage-point difference in annual cost, compounded over a thirty-year career, can consume a large share of the final balance.',
    kind: 'article',
    category: 'investing',
    videoUrl: null,
    published: true,
  },
  {
    title: 'Pricing flat-fee matters without underpricing',
    summary: 'Turning hours, risk and overhead into a flat fee you can defend to a client and to yourself.',
    body: 'Start from the hours a matter really takes, including the unbilled ones, then add overhead and a margin for the risk you carry.\n\nTrack actual hours against the fee for a few months: the True Hourly Rate tool shows what each flat fee earned.',
    kind: 'guide',
    category: 'practice-management',
    videoUrl: null,
    published: true,
  },
  {
    title: 'Certifying public service employment every year',
    summary: 'Certify employment every year and after every job change, so no qualifying payment is lost in a dispute.',
    body: 'Qualifying payments are counted by the servicer, and mistakes are easier to fix while the records are fresh.\n\nSubmit the employment certification form each year and whenever you change employers. Keep a copy of every approved form and compare the count with your own log.',
    kind: 'guide',
    category: 'student-loans',
    videoUrl: null,
    published: true,
  },
  {
    title: 'Video: reading your first pay stub',
    summary: 'A short walk through gross pay, pre-tax deductions, withholding and what lands in your account.',
    body: 'Pause at each section of the stub and compare it with your own. Pre-tax deductions lower taxable pay; withholding is an estimate settled when you file.',
    kind: 'video',
    category: 'career',
    videoUrl: 'https://vimeo.com/76979871',
    published: true,
  },
  {
    title: 'Refinancing federal loans: what you give up',
    summary: 'A lower rate from a private lender ends access to income-driven plans, PSLF and federal forbearance.',
    body: 'Refinancing replaces federal loans with a private one. The rate may be lower, but PSLF, income-driven repayment and federal relief programs no longer apply.\n\nRefinance only what you are certain to repay in full, and compare the total cost, not only the rate.',
    kind: 'article',
    category: 'student-loans',
    videoUrl: null,
    published: true,
  },
];

/** The demo learning path (issue 22): modules of demo hub items, named by title. */
export const DEMO_LEARNING_PATH = {
  title: 'First-year associate: your first money plan',
  summary: 'From the first pay stub to a plan for taxes, retirement and loans, one short read at a time.',
  modules: [
    { title: 'Your first paycheck', items: ['Video: reading your first pay stub', 'Your first year of associate pay: a cash-flow plan'] },
    { title: 'Taxes', items: ['Your bonus and the April tax bill'] },
    { title: 'Retirement and investing', items: ['Roth or pre-tax: choosing your 401(k) contributions', 'Index funds in ten minutes'] },
    { title: 'Student loans', items: ['Refinancing federal loans: what you give up'] },
  ],
} as const;

/** Two upcoming live sessions, a week and three weeks out, at noon in New York. */
const demoSessions = (now: Date) =>
  [
    {
      days: 7,
      title: 'Office hours: student loans after July 2026',
      description: 'Bring your questions about RAP, IBR and the plans that remain open to you.',
    },
    {
      days: 21,
      title: 'Workshop: building your first-year budget',
      description: 'We build a budget live from a first-year associate’s pay stub, using the member tools.',
    },
  ].map((s) => {
    const day = new Date(now.getTime() + s.days * 86_400_000).toISOString().slice(0, 10);
    return LiveSessionInputSchema.parse({
      title: s.title,
      description: s.description,
      startsAtLocal: `${day}T12:00`,
      timeZone: 'America/New_York',
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/attorney-wealth-live',
    });
  });

/**
 * Demo content and sessions, created as the demo admin through the same services the admin console
 * uses (so sessions get their reminders). Skipped when the hub already has items or sessions.
 */
export const seedMemberArea = async (deps: Deps, now = new Date()) => {
  const db = deps.database.db;
  const [admin] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (!admin) return;
  const [anyItem] = await db.select({ id: contentItems.id }).from(contentItems).limit(1);
  if (!anyItem) for (const item of DEMO_CONTENT) await createContent(db, admin, item);
  const [anySession] = await db.select({ id: liveSessions.id }).from(liveSessions).limit(1);
  if (!anySession) for (const input of demoSessions(now)) await createSession(db, deps.jobs, admin, input);
  await seedDemoLearningPath(deps);
};

/** The demo learning path, once, from whichever of its demo items the hub holds. */
export const seedDemoLearningPath = async (deps: Deps) => {
  const db = deps.database.db;
  const [admin] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (!admin) return;
  const [existing] = await db.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.title, DEMO_LEARNING_PATH.title));
  if (existing) return;
  const byTitle = new Map((await db.select({ id: contentItems.id, title: contentItems.title }).from(contentItems)).map((r) => [r.title, r.id]));
  const modules = DEMO_LEARNING_PATH.modules
    .map((m) => ({ title: m.title, itemIds: m.items.flatMap((t) => byTitle.get(t) ?? []) }))
    .filter((m) => m.itemIds.length);
  if (!modules.length) return;
  await createLearningPath(db, admin, { title: DEMO_LEARNING_PATH.title, summary: DEMO_LEARNING_PATH.summary, published: true, modules });
};
