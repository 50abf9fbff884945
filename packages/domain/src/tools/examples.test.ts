import { describe, expect, it } from 'vitest';
import { defaultRaw } from './fields.ts';
import { TOOLS, validateTool } from './index.ts';
import { BUDGET_EXAMPLE, CREDIT_EXAMPLE, ESTIMATED_TAX_EXAMPLE, INSURANCE_EXAMPLE, PIVOT_EXAMPLE, STOCK_EXAMPLE } from './test-inputs.ts';
import { TOOL_IDS } from './types.ts';

/** Issue 19 (decision 352): every tool opens on an answer, from its defaults or its worked example. */
describe.each(TOOL_IDS)('%s', (id) => {
  const tool = TOOLS[id];
  it('opens on inputs that give a result', () => {
    const v = validateTool(id, { ...defaultRaw(tool.fields), ...(tool.example?.raw ?? {}) });
    expect(v.errors).toEqual({});
  });
  it('has an example only where the defaults alone give no answer, naming only its own fields', () => {
    const blank = Object.keys(validateTool(id, defaultRaw(tool.fields)).errors).length > 0;
    if (blank) expect(tool.example, `${id} needs a worked example`).toBeDefined();
    for (const key of Object.keys(tool.example?.raw ?? {}))
      expect(
        tool.fields.some((f) => f.key === key),
        `${id}.${key}`,
      ).toBe(true);
  });
});

it('opens each tool on the worked example of tools.md that the engine tests reproduce', () => {
  expect(TOOLS['estimated-tax-navigator'].example?.raw).toEqual(ESTIMATED_TAX_EXAMPLE);
  // The Job Offer Checklist's engine tests read its example from the tool itself (job-offer.fixtures.ts).
  expect(TOOLS['practice-area-assessment'].example?.raw).toEqual(PIVOT_EXAMPLE);
  expect(TOOLS['interactive-budget-planner'].example?.raw).toEqual(BUDGET_EXAMPLE);
  expect(TOOLS['insurance-needs-analysis'].example?.raw).toEqual(INSURANCE_EXAMPLE);
  expect(TOOLS['credit-score-factors-explorer'].example?.raw).toEqual(CREDIT_EXAMPLE);
  expect(TOOLS['stock-option-explainer'].example?.raw).toEqual(STOCK_EXAMPLE);
  expect(TOOLS['student-loan-navigator'].example?.raw).toEqual({ agi: '95000' });
});
