import { computeEmergencyFund } from './tools/emergency-fund.ts';
import type { Values } from './tools/fields.ts';
import { validateTool } from './tools/index.ts';
import { computeNetWorth } from './tools/net-worth.ts';
import { TOOL_NAMES } from './tools/tool-names.ts';
import { TOOL_IDS, type ToolId } from './tools/types.ts';

/**
 * Achievements the product awards, each at most once per account (decision 372). Participation
 * achievements mark a first step; milestones mark a real financial or learning result.
 */
type AchievementDef = { name: string; type: 'participation' | 'milestone'; description: string };

export type ScenarioAchievementId = `first_scenario:${ToolId}`;
export const scenarioAchievementId = (tool: ToolId): ScenarioAchievementId => `first_scenario:${tool}`;

const FIXED_ACHIEVEMENTS = {
  first_login: { name: 'First Login', type: 'participation', description: 'Signed in for the first time.' },
  profile_completed: { name: 'Profile Completed', type: 'participation', description: 'Filled in every part of your profile.' },
  net_worth_positive: {
    name: 'Net Worth Above Zero',
    type: 'milestone',
    description: 'Saved a net worth above zero after an earlier one below it.',
  },
  emergency_fund_at_target: {
    name: 'Emergency Fund at Target',
    type: 'milestone',
    description: 'Saved an emergency fund scenario whose reserve meets its target.',
  },
  first_community_post: { name: 'First Community Post', type: 'participation', description: 'Started or joined a community discussion.' },
  learning_path_finished: {
    name: 'Learning Path Finished',
    type: 'milestone',
    description: 'Read every item of one content hub topic.',
  },
} as const satisfies Record<string, AchievementDef>;

export type AchievementId = keyof typeof FIXED_ACHIEVEMENTS | ScenarioAchievementId;

export const ACHIEVEMENTS: Readonly<Record<AchievementId, AchievementDef>> = {
  ...FIXED_ACHIEVEMENTS,
  ...(Object.fromEntries(
    TOOL_IDS.map((tool) => [
      scenarioAchievementId(tool),
      { name: `First Scenario: ${TOOL_NAMES[tool]}`, type: 'participation', description: `Saved your first ${TOOL_NAMES[tool]} scenario.` },
    ]),
  ) as Record<ScenarioAchievementId, AchievementDef>),
};

export const isAchievementId = (id: string): id is AchievementId => Object.hasOwn(ACHIEVEMENTS, id);

/** A saved scenario's figures, or null when its inputs no longer validate. */
const computed = <R>(tool: ToolId, input: Record<string, string>, compute: (v: Values) => R): R | null => {
  const { values, errors } = validateTool(tool, input);
  if (!values || Object.keys(errors).length > 0) return null;
  return compute(values);
};
const netWorthOf = (input: Record<string, string>) => computed('net-worth', input, (v) => computeNetWorth(v).netWorth);

/**
 * What saving a scenario earns: the tool's first-scenario achievement; a net worth above zero when
 * an earlier saved net worth (`earlier`: the member's net worth scenarios as they stood before this
 * save) was below zero; an emergency fund whose reserve meets its target. The caller awards each
 * once, so repeating a milestone earns nothing more.
 */
export const scenarioAchievements = (
  saved: { tool: ToolId; input: Record<string, string> },
  earlier: readonly { tool: ToolId; input: Record<string, string> }[],
): AchievementId[] => {
  const ids: AchievementId[] = [scenarioAchievementId(saved.tool)];
  if (saved.tool === 'net-worth') {
    const now = netWorthOf(saved.input);
    if (now !== null && now > 0 && earlier.some((e) => e.tool === 'net-worth' && (netWorthOf(e.input) ?? 0) < 0)) ids.push('net_worth_positive');
  }
  if (saved.tool === 'emergency-fund') {
    const fund = computed('emergency-fund', saved.input, computeEmergencyFund);
    if (fund && fund.target > 0 && fund.gap === 0) ids.push('emergency_fund_at_target');
  }
  return ids;
};
