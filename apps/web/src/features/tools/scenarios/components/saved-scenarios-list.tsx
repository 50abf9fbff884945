import { type RawInput, TOOL_NAMES, TOOL_PATHS } from '@awc/domain';
import { Link } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useScenarios } from '../api/scenarios-api.ts';

/** The link that reopens a scenario: its tool's page with the saved inputs in the URL. */
export const scenarioHref = (tool: keyof typeof TOOL_PATHS, input: RawInput) => `${TOOL_PATHS[tool]}?${new URLSearchParams(input).toString()}`;

/**
 * The member's saved tool scenarios, newest first, each linking back to its tool with its inputs.
 * Mounted by the dashboard; it fetches on its own so the host page needs no data library.
 */
export function SavedScenariosList({ limit }: { limit?: number }) {
  const { scenarios, error } = useScenarios();
  if (error) return <p className="text-sm text-danger-700">Your saved scenarios could not be loaded.</p>;
  if (!scenarios) return <Spinner label="Loading saved scenarios..." />;
  if (scenarios.length === 0)
    return (
      <p className="text-sm text-ink-muted">
        No saved scenarios yet. Open a tool, such as the{' '}
        <Link to="/tools/true-hourly-rate" className="text-navy-700 underline underline-offset-4">
          True Hourly Rate Calculator
        </Link>
        , and save your inputs.
      </p>
    );
  const shown = limit ? scenarios.slice(0, limit) : scenarios;
  return (
    <ul className="divide-y divide-line" aria-label="Saved scenarios" data-testid="saved-scenarios-list">
      {shown.map((s) => (
        <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2.5">
          <Link to={scenarioHref(s.tool, s.input)} className="font-medium text-navy-800 underline-offset-4 hover:underline">
            {s.name}
          </Link>
          <span className="text-xs text-ink-muted">
            {TOOL_NAMES[s.tool]} · {new Date(s.updatedAt).toLocaleDateString('en-US')}
          </span>
        </li>
      ))}
    </ul>
  );
}
