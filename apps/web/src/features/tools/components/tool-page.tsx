import {
  assumptionText,
  type FieldSpec,
  figuresAsOf,
  isUnconfirmed,
  RULE_SOURCES,
  type RawInput,
  type RouteDef,
  type Scenario,
  TOOLS,
  type ToolId,
  type Values,
  defaultRaw,
  lineCell,
  migrateRaw,
  parseLines,
  validateTool,
  type ProfileDto,
} from '@awc/domain';
import { PrinterIcon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuthState } from '../../../lib/auth/session-store.ts';
import { useScenarios } from '../scenarios/api/scenarios-api.ts';
import { ScenarioPanel } from '../scenarios/components/scenario-panel.tsx';
import { type FieldGroup, ToolForm } from './tool-form.tsx';
import { readFieldParams, writeFieldParams } from './url-state.ts';

export type SummaryRow = { label: string; value: string };

/** What a tool's results may draw on besides its own result: the member's saved scenarios of this tool. */
export type ToolResultsContext<R> = {
  /** Newest first; null while loading (or when they could not be loaded). */
  scenarios: readonly Scenario[] | null;
  /** The result of a saved input (older keys read as today's), or null when it no longer validates. */
  resultOf: (input: RawInput) => R | null;
};

export type ToolPageProps<R> = {
  route: RouteDef;
  toolId: ToolId;
  lead: string;
  /** The tool's results (figures, chart, tables), given a valid input. */
  renderResults: (result: R, values: Values, context: ToolResultsContext<R>) => ReactNode;
  /** Key figures, used by the scenario comparison and the printed summary. */
  summarize: (result: R) => SummaryRow[];
  /** Inputs the member's profile already knows (only where the URL says nothing). */
  prefill?: (profile: ProfileDto) => RawInput;
  /**
   * The answer in one plain-English sentence, shown first in the results, and the headline figure
   * that stays in view on a phone while the form scrolls (issue 19).
   */
  summary: (result: R, values: Values) => ToolSummary;
  /**
   * Shown above the inputs: a way to fill several inputs at once (the Student Loan Navigator's
   * import from the federal aid file). `apply` sets the given inputs as if typed.
   */
  beforeInputs?: (apply: (patch: RawInput) => void) => ReactNode;
};

export type ToolSummary = { sentence: string; headline: { label: string; value: string } };

export const EDUCATION_NOTICE = 'This is general financial education, not legal, tax or investment advice.';

/** Compute a tool's result for raw inputs, or null when an input is invalid. */
export function resultFor<R>(toolId: ToolId, raw: RawInput): { result: R; values: Values } | null {
  const v = validateTool(toolId, raw);
  if (Object.keys(v.errors).length > 0) return null;
  return { result: TOOLS[toolId].compute(v.values) as R, values: v.values };
}

const visible = (f: FieldSpec, raw: RawInput) => !f.showIf || f.showIf(raw);

function displayValue(f: FieldSpec, raw: string): ReactNode {
  if (f.kind === 'lines') {
    const rows = parseLines(raw);
    if (rows === null) return '—';
    if (rows.length === 0) return 'None';
    const cols = f.columns ?? [];
    return (
      <ul>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: printed rows, in order
          <li key={i}>
            {cols
              .map((c) => ({ c, v: lineCell(row, c) }))
              .filter(({ v }) => v !== '')
              .map(({ c, v }) => displayValue(c, v))
              .join(' · ')}
          </li>
        ))}
      </ul>
    );
  }
  if (f.kind === 'bool') return raw === 'true' ? 'Yes' : 'No';
  if (f.kind === 'enum') return f.options?.find((o) => o.value === raw)?.label ?? raw;
  if (raw === '') return '—';
  if (f.kind === 'money') return `$${Number(raw.replace(/[$,\s]/g, '')).toLocaleString('en-US')}`;
  if (f.kind === 'percent') return `${raw}%`;
  return raw;
}

/**
 * The one shell every tool page uses: labeled inputs grouped in fieldsets, live results, the
 * assumptions and "figures as of" line, the education notice, printing, saved scenarios, and the
 * inputs kept in the URL (only values that differ from the defaults).
 */
export function ToolPage<R>({ route, toolId, lead, renderResults, summarize, prefill, summary, beforeInputs }: ToolPageProps<R>) {
  const tool = TOOLS[toolId];
  const asOf = figuresAsOf(tool.sources);
  const [params, setParams] = useSearchParams();
  const auth = useAuthState();
  const profile = auth.me?.user ? (auth.me as { profile?: ProfileDto }).profile : undefined;
  const defaults = useMemo(() => defaultRaw(tool.fields), [tool]);
  const fromProfile = useMemo(() => (profile && prefill ? prefill(profile) : {}), [profile, prefill]);
  const base = useMemo(() => ({ ...defaults, ...fromProfile }), [defaults, fromProfile]);
  // The form's state is the source of truth; the URL mirrors it. Updating from the URL on every
  // keystroke would lose fast typing, since router navigations are deferred transitions.
  // Inputs under a tool's older keys (links and scenarios saved before a change) are read as today's.
  const known = (input: RawInput): RawInput => readFieldParams(tool.fields, migrateRaw(toolId, input));
  const urlOverrides = (p: URLSearchParams): RawInput => known(Object.fromEntries(p.entries()));
  // An address without inputs opens on the tool's worked example, if it has one (decision 352): the
  // example's values are ordinary inputs, written to the address like typed ones, so a link made
  // before or after keeps its meaning.
  const example = tool.example ? known(tool.example.raw) : null;
  const opening = (p: URLSearchParams): { overrides: RawInput; example: boolean } => {
    const fromUrl = urlOverrides(p);
    return example && Object.keys(fromUrl).length === 0 ? { overrides: example, example: true } : { overrides: fromUrl, example: false };
  };
  const [initial] = useState(() => opening(params));
  const [overrides, setOverridesState] = useState<RawInput>(initial.overrides);
  const [showingExample, setShowingExample] = useState(initial.example);
  const setOverrides: typeof setOverridesState = (next) => {
    setShowingExample(false);
    setOverridesState(next);
  };
  const written = useRef(params.toString());
  // biome-ignore lint/correctness/useExhaustiveDependencies: adopt only URL changes made elsewhere (links, back button)
  useEffect(() => {
    if (params.toString() !== written.current) {
      written.current = params.toString();
      const next = opening(params);
      setOverridesState(next.overrides);
      setShowingExample(next.example);
    }
  }, [params]);
  const raw = useMemo(() => ({ ...base, ...overrides }), [base, overrides]);
  useEffect(() => {
    const p = writeFieldParams(tool.fields, raw, base);
    const next = p.toString();
    if (next !== written.current) {
      written.current = next;
      setParams(p, { replace: true });
    }
  }, [raw, base, tool, setParams]);
  const prefilled = Object.keys(fromProfile).filter((k) => overrides[k] === undefined);

  const validation = useMemo(() => validateTool(toolId, raw), [toolId, raw]);
  const ok = Object.keys(validation.errors).length === 0;
  const result = useMemo(() => (ok ? (tool.compute(validation.values) as R) : null), [ok, tool, validation.values]);

  const setRaw = (next: RawInput) => setOverrides(next);
  const store = useScenarios(toolId);
  const resultOf = (input: RawInput): R | null => resultFor<R>(toolId, { ...defaults, ...input })?.result ?? null;
  // Stable, so a field whose value did not change is not drawn again on each keystroke elsewhere.
  const setField = useCallback((key: string, value: string) => {
    setShowingExample(false);
    setOverridesState((o) => ({ ...o, [key]: value }));
  }, []);

  const groups: FieldGroup[] = [];
  for (const f of tool.fields) {
    if (!visible(f, raw)) continue;
    const name = f.group ?? 'Inputs';
    let g = groups.find((x) => x.name === name);
    if (!g) {
      g = { name, fields: [] };
      groups.push(g);
    }
    g.fields.push(f);
  }
  // A required input the visitor has not reached yet (blank, never typed in) is not an error to
  // show in red on arrival: the results ask for it instead. Once typed in and cleared, it is one.
  const notYetEntered = (key: string) => tool.fields.some((f) => f.key === key) && (raw[key] ?? '') === '' && overrides[key] === undefined;
  const shownErrors = Object.keys(validation.errors).filter((k) => !notYetEntered(k));
  const missing = Object.keys(validation.errors)
    .filter(notYetEntered)
    .map((k) => tool.fields.find((f) => f.key === k)?.label);
  const errorCount = shownErrors.length;
  const answer = result === null ? null : summary(result, validation.values);

  return (
    <>
      <PageHeader eyebrow={route.group === 'admin' ? 'Admin tool' : 'Member tool'} title={route.heading} lead={lead}>
        <div className="mt-5 flex flex-wrap gap-3" data-print-hidden>
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" className="h-4 w-4" />
            Print results
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setOverrides({})}>
            Reset to defaults
          </Button>
        </div>
      </PageHeader>
      <div className="container-page py-10">
        <Alert tone="info" className="mb-6">
          {EDUCATION_NOTICE}
        </Alert>
        {showingExample && tool.example && (
          <div
            className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink"
            data-testid="example-notice"
            data-print-hidden
          >
            <p>
              <strong className="font-semibold">Showing a worked example:</strong> {tool.example.who}. Change any figure to make it yours.
            </p>
            <Button variant="ghost" size="sm" onClick={() => setOverrides({})}>
              Start from blank
            </Button>
          </div>
        )}
        {prefilled.length > 0 && (
          <p className="mb-4 text-sm text-ink-muted" data-print-hidden>
            Pre-filled from your profile: {prefilled.map((k) => tool.fields.find((f) => f.key === k)?.label ?? k).join(', ')}.
          </p>
        )}
        <div className="grid gap-8 lg:grid-cols-12">
          <div className="min-w-0 lg:col-span-5" data-print-hidden>
            {beforeInputs?.((patch) => setOverrides((o) => ({ ...o, ...patch })))}
            <form className="min-w-0" aria-label="Inputs" onSubmit={(e) => e.preventDefault()} noValidate>
              <ToolForm groups={groups} raw={raw} validation={validation} notYetEntered={notYetEntered} setField={setField} />
            </form>
          </div>
          <div className="min-w-0 lg:col-span-7">
            <Card>
              <CardContent className="p-5 sm:p-6">
                <section aria-labelledby="results-h">
                  <h2 id="results-h" className="text-xl font-semibold text-navy-900">
                    Your results
                  </h2>
                  {result === null ? (
                    <p className="mt-3 text-ink-muted" role="status">
                      {errorCount === 0
                        ? `To see your results, fill in: ${missing.join(', ')}.`
                        : errorCount === 1
                          ? 'Fix the highlighted input to see your results.'
                          : `Fix the ${errorCount} highlighted inputs to see your results.`}
                    </p>
                  ) : (
                    <div className="mt-4" data-testid="results-body">
                      <p className="mb-5 text-lg leading-relaxed text-navy-900" data-testid="summary-sentence">
                        {answer?.sentence}
                      </p>
                      {renderResults(result, validation.values, { scenarios: store.scenarios, resultOf })}
                    </div>
                  )}
                </section>
              </CardContent>
            </Card>
            <section className="mt-6 text-sm text-ink-muted" aria-labelledby="assumptions-h">
              <h2 id="assumptions-h" className="text-base font-semibold text-navy-900">
                Assumptions
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {tool.assumptions.map((a) => (
                  <li key={assumptionText(a)}>
                    {assumptionText(a)}
                    {isUnconfirmed(a) && (
                      <>
                        {' '}
                        <Badge className="ml-1 align-middle font-medium">Not yet confirmed</Badge>
                      </>
                    )}
                  </li>
                ))}
              </ul>
              {asOf && (
                <p className="mt-3" data-testid="figures-as-of">
                  {asOf}
                </p>
              )}
              {tool.sources.length > 0 && (
                <>
                  <h3 id="sources-h" className="mt-4 text-sm font-semibold text-navy-900">
                    Sources
                  </h3>
                  <ol aria-labelledby="sources-h" className="mt-1 list-decimal space-y-0.5 pl-5 text-xs">
                    {tool.sources.map((id) => (
                      <li key={id}>{RULE_SOURCES[id]}</li>
                    ))}
                  </ol>
                </>
              )}
            </section>
            <section className="mt-6 hidden print:block" aria-label="Inputs used">
              <table className="w-full text-left text-sm">
                <caption className="mb-2 text-left font-semibold">Inputs used</caption>
                <tbody>
                  {tool.fields
                    .filter((f) => visible(f, raw))
                    .map((f) => (
                      <tr key={f.key} className="border-t border-line">
                        <th scope="row" className="py-1 pr-4 align-top font-normal">
                          {f.label}
                        </th>
                        <td className="py-1">{displayValue(f, raw[f.key] ?? '')}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </section>
          </div>
        </div>
        {answer && (
          // On a phone the form comes first; the headline figure stays in view while it scrolls.
          <div
            className="sticky bottom-0 z-30 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-line bg-paper/95 px-4 py-3 shadow-[0_-4px_12px_-8px_rgb(11_31_58/0.3)] backdrop-blur lg:hidden"
            data-testid="sticky-summary"
            data-print-hidden
          >
            <p className="min-w-0 text-sm text-ink">
              <span className="block truncate text-ink-muted">{answer.headline.label}</span>
              <span className="block text-lg font-semibold tabular-nums text-navy-900">{answer.headline.value}</span>
            </p>
            <a href="#results-h" className="shrink-0 text-sm font-medium text-navy-700 underline underline-offset-4">
              See results
            </a>
          </div>
        )}
        <ScenarioPanel
          toolId={toolId}
          raw={raw}
          canSave={ok}
          cannotSaveReason={errorCount === 0 ? `Fill in ${missing.join(', ')} to save.` : undefined}
          store={store}
          onOpen={(input) => setRaw({ ...base, ...known(input) })}
          summarize={(input) => {
            const r = resultOf(input);
            return r ? summarize(r) : null;
          }}
        />
      </div>
    </>
  );
}
