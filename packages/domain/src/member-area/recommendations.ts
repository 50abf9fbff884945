import { missingProfileFields } from '../auth/auth.constants.ts';
import { routeDescription } from '../route-descriptions.ts';
import { ROUTES } from '../routes.ts';

/** Member tools first suggested for each practice setting (then the rest, in route-table order). */
const FIRST_FOR_SETTING: Record<string, string[]> = {
  BigLaw: ['/tools/true-hourly-rate', '/tools/net-worth', '/tools/buy-vs-rent-navigator'],
  Midsize: ['/tools/true-hourly-rate', '/tools/estimated-tax-navigator', '/tools/net-worth'],
  Small: ['/tools/estimated-tax-navigator', '/tools/emergency-fund', '/tools/true-hourly-rate'],
  Government: ['/tools/student-loan-navigator', '/tools/emergency-fund', '/tools/net-worth'],
  PublicInterest: ['/tools/student-loan-navigator', '/tools/emergency-fund', '/tools/net-worth'],
  InHouse: ['/tools/job-offer-checklist', '/tools/stock-option-explainer', '/tools/net-worth'],
};
const DEFAULT_FIRST = ['/tools/net-worth', '/tools/emergency-fund', '/tools/student-loan-navigator'];

/**
 * The member tools the dashboard recommends: the ones suited to the member's practice setting
 * first. Education only: the choice depends on nothing but the setting the member chose to share.
 */
export const recommendedTools = (practiceSetting: string | null | undefined, count = 3): { path: string; title: string; description: string }[] => {
  const tools = ROUTES.filter((r) => r.group === 'member' && r.path.startsWith('/tools/') && !r.canonical);
  const first = FIRST_FOR_SETTING[practiceSetting ?? ''] ?? DEFAULT_FIRST;
  const ordered = [
    ...first.map((p) => tools.find((t) => t.path === p)).filter((t) => t !== undefined),
    ...tools.filter((t) => !first.includes(t.path)),
  ];
  return ordered.slice(0, count).map((t) => ({ path: t.path, title: t.title, description: routeDescription(t) }));
};

/** Profile completion for the dashboard: what is missing (spec §4's three fields) and the share done. */
export const profileCompletion = (p: { firstName?: string | null; lastName?: string | null; headline?: string | null } | null | undefined) => {
  const missing = missingProfileFields(p);
  return { complete: missing.length === 0, missing, percent: Math.round(((PROFILE_FIELDS_COUNT - missing.length) / PROFILE_FIELDS_COUNT) * 100) };
};
const PROFILE_FIELDS_COUNT = 3;
