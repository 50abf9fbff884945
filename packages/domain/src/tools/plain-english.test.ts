import { describe, expect, it } from 'vitest';
import { RULE_SOURCES } from '../rules/2026.ts';
import type { FieldSpec } from './fields.ts';
import { TOOLS } from './index.ts';
import { assumptionText, TOOL_IDS } from './types.ts';

/**
 * Issue 19: what a member reads on a tool page is plain English, never a research note or a
 * formula (decision 351). Sources go in the numbered notes, an unconfirmed figure in its badge.
 */
const RESEARCH_NOTE = [
  /\[[^\]]*\]/, // [unconfirmed], [U], [unconfirmed wording]
  /\bunconfirmed\b/i,
  /\bone source\b/i,
  /\bnot found\b/i,
  /\b(min|max)\(/i,
  /\^\(/,
  /[÷]/,
  /\bwording\b/i,
  /\bre-?check\b/i,
  /\(confirmed\)/i,
];

const fieldTexts = (f: FieldSpec): string[] => [
  f.label,
  f.help ?? '',
  f.message ?? '',
  f.minRowsMessage ?? '',
  ...(f.options ?? []).flatMap((o) => [o.label, o.note ?? '']),
  ...(f.columns ?? []).flatMap(fieldTexts),
];

describe.each(TOOL_IDS)('%s reads as plain English', (id) => {
  const tool = TOOLS[id];
  it('has no research note or formula in its assumptions, labels, help or messages', () => {
    const texts = [...tool.assumptions.map(assumptionText), ...tool.fields.flatMap(fieldTexts)].filter(Boolean);
    for (const text of texts) for (const marker of RESEARCH_NOTE) expect(text, `${id}: "${text}"`).not.toMatch(marker);
  });
  it('names only known sources, each once', () => {
    for (const s of tool.sources) expect(RULE_SOURCES[s], `${id}: ${s}`).toBeTruthy();
    expect(new Set(tool.sources).size).toBe(tool.sources.length);
  });
});

it('marks the figures tools.md leaves unconfirmed with a badge, not a bracket', () => {
  const unconfirmed = TOOL_IDS.flatMap((id) => TOOLS[id].assumptions.filter((a) => typeof a !== 'string').map((a) => `${id}: ${assumptionText(a)}`));
  expect(unconfirmed.some((a) => a.startsWith('student-loan-navigator: ICR'))).toBe(true);
  expect(unconfirmed.some((a) => a.startsWith('estimated-tax-navigator: The January payment'))).toBe(true);
});

it('gives the Credit Score Factors Explorer no tax-year source', () => {
  expect(TOOLS['credit-score-factors-explorer'].sources.join(' ')).not.toMatch(/S1\b/);
});
