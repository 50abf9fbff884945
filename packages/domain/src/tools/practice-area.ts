/** Tool 7: Practice Area Pivot Assessment (tools.md §7, §X.1-31/32). A reflection aid, not a validated instrument. */
import { atLeast, atMost, below } from './engine.ts';
import type { FieldSpec, Values } from './fields.ts';
import { num } from './fields.ts';
import type { Checks, ToolDef } from './types.ts';

export const PIVOT_DIMENSIONS = [
  { id: 'D1', label: 'Motivation & fit', weight: 0.2, items: [1, 2, 3] },
  { id: 'D2', label: 'Transferable skills', weight: 0.25, items: [4, 5, 6] },
  { id: 'D3', label: 'Market demand & access', weight: 0.2, items: [7, 8, 9] },
  { id: 'D4', label: 'Financial readiness', weight: 0.2, items: [10, 11, 12] },
  { id: 'D5', label: 'Credentials & logistics', weight: 0.15, items: [13, 14, 15] },
] as const;

export const PIVOT_QUESTIONS: Record<number, { text: string; action: string }> = {
  1: {
    text: 'I have followed the target area with sustained interest (reading, CLEs, events) for 6+ months.',
    action: 'Subscribe to two target-area publications and attend one CLE this quarter.',
  },
  2: {
    text: 'The day-to-day rhythm of the target area suits how I like to work.',
    action: 'Shadow or interview two practitioners about their typical week.',
  },
  3: {
    text: 'My main reasons are a pull toward the new area, more than a push away from my current role.',
    action: 'Write down what draws you to the area, separate from what you want to leave.',
  },
  4: {
    text: 'My current matters overlap with the target area’s substantive law, clients or industries.',
    action: 'Ask to staff a matter that touches the target area.',
  },
  5: {
    text: 'The core skills the target area uses most are ones I use now.',
    action: 'Pick one core skill of the target area and find a way to practice it.',
  },
  6: {
    text: 'I can describe three concrete matters relevant to the target area in an interview.',
    action: 'Draft three short matter summaries framed for the target area.',
  },
  7: {
    text: 'Employers in my market are hiring laterals in the target area at my seniority.',
    action: 'Review current lateral postings and talk to one recruiter about demand.',
  },
  8: {
    text: 'I have at least 2–3 contacts practicing in the target area who could advise or refer me.',
    action: 'List 10 contacts; schedule 3 conversations.',
  },
  9: {
    text: 'My class year is not a barrier (target employers accept my level, or I accept a reset).',
    action: 'Ask target employers how they treat lateral class years; decide whether you would accept a reset.',
  },
  10: {
    text: 'Runway: months of essential expenses your liquid reserve covers (computed).',
    action: 'Build your runway with the Emergency Fund calculator.',
  },
  11: {
    text: 'Pay-change tolerance: expected pay change against the cut you would accept (computed).',
    action: 'Price the pay change against your budget before committing.',
  },
  12: {
    text: 'My fixed obligations could absorb a 6–12-month transition.',
    action: 'Check how income-driven student-loan payments would adjust (Student Loan Navigator).',
  },
  13: { text: 'I have, or can get within 12 months, any required credential.', action: 'Map the credential path and its timeline.' },
  14: { text: 'I can commit 5+ hours a week for 3–6 months to retooling.', action: 'Block weekly time for retooling for the next quarter.' },
  15: {
    text: 'Conflicts, non-solicits, location or bar-admission limits will not block the move.',
    action: 'Review your agreements and admissions for blockers.',
  },
};

const LIKERT = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15];
export const practiceAreaFields: readonly FieldSpec[] = [
  {
    key: 'currentPracticeArea',
    label: 'Your current practice area',
    kind: 'text',
    optional: true,
    max: 80,
    message: 'Keep it under 80 characters.',
    group: 'About your move',
  },
  {
    key: 'targetPracticeArea',
    label: 'The practice area you are considering',
    kind: 'text',
    optional: true,
    max: 80,
    message: 'Keep it under 80 characters.',
    group: 'About your move',
  },
  {
    key: 'yearsSinceAdmission',
    label: 'Years since bar admission',
    kind: 'int',
    optional: true,
    min: 0,
    max: 70,
    message: 'Enter 0–70 years.',
    group: 'About your move',
    help: 'Context for statement 9 (class year).',
  },
  ...LIKERT.map(
    (q): FieldSpec => ({
      key: `q${q}`,
      label: `${q}. ${PIVOT_QUESTIONS[q]?.text ?? ''}`,
      kind: 'int',
      min: 1,
      max: 5,
      message: 'Please answer every statement (1–5).',
      group: PIVOT_DIMENSIONS.find((d) => (d.items as readonly number[]).includes(q))?.label ?? '',
      scale: { low: 'Strongly disagree', high: 'Strongly agree' },
    }),
  ),
  {
    key: 'liquidReserve',
    label: 'Liquid reserve',
    kind: 'money',
    min: 0,
    max: 100_000_000,
    message: 'Enter your liquid reserve (0 or more).',
    group: 'Financial readiness',
  },
  {
    key: 'essentials',
    label: 'Essential monthly expenses',
    kind: 'money',
    min: 1,
    max: 10_000_000,
    message: 'Enter essential monthly expenses.',
    group: 'Financial readiness',
  },
  {
    key: 'expectedPayChange',
    label: 'Expected pay change',
    kind: 'percent',
    default: 0,
    min: -90,
    max: 200,
    message: 'Enter −90% to +200%.',
    group: 'Financial readiness',
    help: 'Negative for a cut, e.g. −15.',
  },
  {
    key: 'maxAcceptableCut',
    label: 'Largest pay cut you would accept',
    kind: 'percent',
    default: 20,
    min: 0,
    max: 90,
    message: 'Enter 0–90%.',
    group: 'Financial readiness',
  },
];

/** Item 10: months of runway, banded < 3, 3–< 6, 6–< 9, 9–< 12, ≥ 12 (an exact edge takes the higher score). */
export function runwayAnswer(reserve: number, essentials: number): number {
  const m = reserve / essentials;
  return below(m, 3) ? 1 : below(m, 6) ? 2 : below(m, 9) ? 3 : below(m, 12) ? 4 : 5;
}
/** Item 11: the expected pay change against the largest cut one would accept (an exact edge takes the higher score). */
export function payChangeAnswer(expected: number, tolerance: number): number {
  if (atLeast(expected, 0)) return 5;
  const cut = -expected;
  if (atMost(cut, 0.5 * tolerance)) return 4;
  if (atMost(cut, tolerance)) return 3;
  if (atMost(cut, 1.5 * tolerance)) return 2;
  return 1;
}

export const PIVOT_BANDS = [
  { min: 80, label: 'Strong fit — ready to act' },
  { min: 65, label: 'Promising — close specific gaps first' },
  { min: 50, label: 'Exploratory — test before committing' },
  { min: Number.NEGATIVE_INFINITY, label: 'Not yet — build the foundation' },
] as const;

export interface PracticeAreaResult {
  answers: Record<number, number>;
  dimensions: { id: string; label: string; score: number }[];
  total: number;
  band: string;
  gatedBy: string | null;
  runwayFirst: boolean;
  gaps: { item: number; text: string; action: string }[];
  neutral: boolean;
}

export function computePracticeArea(v: Values): PracticeAreaResult {
  const answers: Record<number, number> = {};
  for (const q of LIKERT) answers[q] = num(v, `q${q}`, 3);
  answers[10] = runwayAnswer(num(v, 'liquidReserve'), num(v, 'essentials', 1));
  answers[11] = payChangeAnswer(num(v, 'expectedPayChange'), num(v, 'maxAcceptableCut'));
  const item = (q: number) => (((answers[q] ?? 3) - 1) / 4) * 100;
  const dimensions = PIVOT_DIMENSIONS.map((d) => ({ id: d.id, label: d.label, score: d.items.reduce((s, q) => s + item(q), 0) / d.items.length }));
  const total = PIVOT_DIMENSIONS.reduce((s, d, i) => s + d.weight * (dimensions[i]?.score ?? 0), 0);
  // Bands test the unrounded total (≥ 80, ≥ 65, ≥ 50), so no score falls between "64.9" and "65" (§X.1-31).
  let bandIndex = PIVOT_BANDS.findIndex((b) => atLeast(total, b.min));
  const weakest = dimensions.filter((d) => below(d.score, 40)).sort((a, b) => a.score - b.score)[0];
  if (weakest && bandIndex < 2) bandIndex = 2;
  const dimOf = (q: number) => dimensions[PIVOT_DIMENSIONS.findIndex((d) => (d.items as readonly number[]).includes(q))]?.score ?? 0;
  // Ties: item score, then dimension score, then item number (§X.1-32).
  const gaps = Array.from({ length: 15 }, (_, i) => i + 1)
    .sort((a, b) => item(a) - item(b) || dimOf(a) - dimOf(b) || a - b)
    .slice(0, 3)
    .map((q) => ({ item: q, text: PIVOT_QUESTIONS[q]?.text ?? '', action: PIVOT_QUESTIONS[q]?.action ?? '' }));
  return {
    answers,
    dimensions,
    total,
    band: PIVOT_BANDS[bandIndex]?.label ?? '',
    gatedBy: weakest ? weakest.label : null,
    runwayFirst: below(dimensions[3]?.score ?? 0, 25),
    gaps,
    neutral: Object.values(answers).every((a) => a === 3),
  };
}

export const practiceAreaTool: ToolDef<PracticeAreaResult> = {
  id: 'practice-area-assessment',
  fields: practiceAreaFields,
  check: (): Checks => ({ errors: {}, warnings: {} }),
  compute: computePracticeArea,
  assumptions: [
    'A reflection aid, not a validated psychological test: the weights and bands are our judgment.',
    'Any dimension scoring under 40 caps the result at “Exploratory”.',
    'Your runway is how many months your liquid savings would cover your essential expenses.',
  ],
  sources: [],
  example: {
    who: 'an associate weighing a move to another practice area, with $70,000 in savings, $7,000 a month of essentials and a 15% pay cut expected',
    raw: {
      q1: '5',
      q2: '4',
      q3: '4',
      q4: '4',
      q5: '3',
      q6: '4',
      q7: '3',
      q8: '3',
      q9: '2',
      q12: '3',
      q13: '4',
      q14: '5',
      q15: '3',
      liquidReserve: '70000',
      essentials: '7000',
      expectedPayChange: '-15',
      maxAcceptableCut: '20',
    },
  },
};
