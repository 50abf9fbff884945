import {
  allocateSavings,
  applySavingsCardRules,
  defaultRaw,
  type FieldSpec,
  type RawInput,
  SAVINGS_DISCLAIMER,
  SAVINGS_FIELDS,
  SAVINGS_FSA_NOTE,
  SAVINGS_LEARN_MORE,
  SAVINGS_PRIORITY_GROUPS,
  type SavingsAllocationItem,
  type SavingsForm,
  type SavingsIcon,
  type SavingsPriorityGroup,
  SAVINGS_DEFAULTS,
  savingsPriorityGroup,
  validateSavings,
} from '@awc/domain';
import {
  ArrowDownIcon,
  BriefcaseIcon,
  Building2Icon,
  CreditCardIcon,
  GraduationCapIcon,
  HeartPulseIcon,
  type LucideIcon,
  PiggyBankIcon,
  PrinterIcon,
  RotateCcwIcon,
  ShieldIcon,
  StethoscopeIcon,
  TrendingUpIcon,
  WalletIcon,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPercent, usd } from '../components/format.ts';
import { ToolField } from '../components/tool-field.tsx';
import { DIGIT_FLAGS, readFieldParams, writeFieldParams } from '../components/url-state.ts';
import { SelectableCard } from '../components/selectable-card.tsx';

const ICONS: Record<SavingsIcon, LucideIcon> = {
  shield: ShieldIcon,
  'credit-card': CreditCardIcon,
  briefcase: BriefcaseIcon,
  'heart-pulse': HeartPulseIcon,
  'piggy-bank': PiggyBankIcon,
  building: Building2Icon,
  'graduation-cap': GraduationCapIcon,
  'trending-up': TrendingUpIcon,
};

/** One color per 'Priority Order Guide' group (text/border pairs with AA contrast on white). */
const GROUP_STYLE: Record<SavingsPriorityGroup, { dot: string; accent: string }> = {
  'Emergency Fund': { dot: 'bg-[#b54708]', accent: 'border-l-[#b54708]' },
  'Debt Payoff': { dot: 'bg-[#b42318]', accent: 'border-l-[#b42318]' },
  'Tax-Advantaged Accounts': { dot: 'bg-[#1e3a66]', accent: 'border-l-[#1e3a66]' },
  'Other Investments': { dot: 'bg-[#067647]', accent: 'border-l-[#067647]' },
};

/** The legend group whose boxes are highlighted (hovering a box highlights it with CSS alone). */
type Highlight = { group: SavingsPriorityGroup } | null;

const DEFAULTS: RawInput = defaultRaw(SAVINGS_FIELDS);

const spec = (key: string): FieldSpec => {
  const f = SAVINGS_FIELDS.find((x) => x.key === key);
  if (!f) throw new Error(`No navigator field ${key}`);
  return f;
};

/** The address's inputs, with the card rules applied (a link never turns on a hidden card). */
const fromAddress = (params: URLSearchParams): RawInput =>
  applySavingsCardRules({ ...DEFAULTS, ...readFieldParams(SAVINGS_FIELDS, params, DIGIT_FLAGS) });

/**
 * The navigator: the tools' field machinery (`SAVINGS_FIELDS`, `validateFields`, `ToolField`, the
 * address codec; decision 385) drawn as a live form whose accounts are selectable cards.
 */
export const SavingsNavigator = () => {
  const [params, setParams] = useSearchParams();
  const [raw, setRaw] = useState<RawInput>(() => fromAddress(params));
  const [highlight, setHighlight] = useState<Highlight>(null);
  const lastValid = useRef<SavingsForm>(SAVINGS_DEFAULTS);

  const validation = validateSavings(raw);
  const errors: Record<string, string> = validation.errors ?? {};
  if (validation.form) lastValid.current = validation.form;
  // A bad entry shows its message and leaves the last valid allocation on screen.
  const form = lastValid.current;
  const items = allocateSavings(form);

  const update = (patch: RawInput) => {
    // Spec §4: choosing Roth IRA (Direct) turns Backdoor Roth off; hidden options never stay on.
    const next = applySavingsCardRules({ ...raw, ...patch });
    setRaw(next);
    setParams(writeFieldParams(SAVINGS_FIELDS, next, DEFAULTS, DIGIT_FLAGS), { replace: true, preventScrollReset: true });
  };

  const reset = () => {
    setRaw(DEFAULTS);
    setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
  };

  const field = (key: string) => (
    <ToolField id={`ssn-${key}`} field={spec(key)} value={raw[key] ?? ''} error={errors[key]} onChange={(v) => update({ [key]: v })} />
  );

  /** A yes/no input of the list drawn as a card, unless its `showIf` hides it. */
  const card = (key: string, Icon: LucideIcon) => {
    const f = spec(key);
    if (f.showIf && !f.showIf(raw)) return null;
    return (
      <SelectableCard
        title={f.label}
        description={f.help}
        icon={<Icon className="h-5 w-5" />}
        checked={raw[key] === 'true'}
        onCheckedChange={(c) => update({ [key]: c ? 'true' : 'false' })}
      />
    );
  };

  const status = spec('emergencyFundStatus');

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <Card data-print-hidden>
        <CardHeader>
          <CardTitle>Your Financial Snapshot & Goals</CardTitle>
          <CardDescription>The flowchart updates as you change anything here.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {field('monthlySavings')}

          <div className="flex flex-col gap-2">
            <p id="ssn-ef-label" className="text-sm font-medium text-ink">
              {status.label}
            </p>
            <p id="ssn-ef-hint" className="text-xs text-ink-muted">
              {status.help}
            </p>
            <RadioGroup
              id="ssn-ef"
              aria-labelledby="ssn-ef-label"
              aria-describedby={errors.emergencyFundStatus ? 'ssn-ef-hint ssn-ef-err' : 'ssn-ef-hint'}
              invalid={Boolean(errors.emergencyFundStatus)}
              value={raw.emergencyFundStatus ?? ''}
              onValueChange={(v) => update({ emergencyFundStatus: v })}
              options={(status.options ?? []).map((o) => ({ value: o.value, label: o.label, description: o.note }))}
            />
            {errors.emergencyFundStatus && (
              <p id="ssn-ef-err" role="alert" className="text-sm font-medium text-danger-700">
                {errors.emergencyFundStatus}
              </p>
            )}
          </div>

          {field('hasHighInterestDebt')}

          <section aria-labelledby="ssn-accounts" className="flex flex-col gap-3">
            <div>
              <h3 id="ssn-accounts" className="font-sans text-base font-semibold text-navy-900">
                Account Availability & Preferences
              </h3>
              <p className="text-sm text-ink-muted">Select all that apply to you:</p>
            </div>
            <div className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {card('hasEmployerPlan', BriefcaseIcon)}
              {card('hasHSA', HeartPulseIcon)}
              {card('isRothIRAEligible', PiggyBankIcon)}
              {card('isInterestedBackdoorRoth', PiggyBankIcon)}
              {card('isConsideringTraditionalIRA', WalletIcon)}
              {card('hasFSA', StethoscopeIcon)}
              {card('hasCollegeSavings', GraduationCapIcon)}
            </div>
            {raw.hasEmployerPlan === 'true' && (
              <div className="rounded-xl border border-line bg-paper-2/60 p-3.5">
                <p className="mb-2.5 text-sm font-semibold text-navy-900">Employer Plan Options:</p>
                <div className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                  {card('hasEmployerMatch', Building2Icon)}
                  {card('hasRothOption', TrendingUpIcon)}
                </div>
              </div>
            )}
          </section>

          <Button variant="secondary" onClick={reset} className="self-start">
            <RotateCcwIcon aria-hidden="true" className="h-4 w-4" />
            Reset All Selections
          </Button>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-5">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <CardTitle>Savings Allocation Flowchart</CardTitle>
            <Button variant="secondary" size="sm" onClick={() => window.print()} data-print-hidden>
              <PrinterIcon aria-hidden="true" className="h-4 w-4" />
              Print
            </Button>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <Flowchart total={form.monthlySavings} items={items} highlight={highlight} />
            <PriorityGuide highlight={highlight} onHighlight={setHighlight} />
            {form.hasFSA && (
              <div className="rounded-xl border border-navy-200 bg-navy-50 px-4 py-3 text-sm leading-relaxed text-navy-900" data-testid="fsa-note">
                <strong>FSA Note: </strong>
                {SAVINGS_FSA_NOTE.replace(/^FSA Note: /, '')}
              </div>
            )}
            <p className="text-sm leading-relaxed text-ink-muted">{SAVINGS_DISCLAIMER}</p>
          </CardContent>
        </Card>
        <details className="rounded-xl border border-line bg-white px-5 py-4 text-sm leading-relaxed">
          <summary className="cursor-pointer font-semibold text-navy-900">How this is calculated</summary>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-ink">
            <li>Emergency Fund, unless yours is fully funded: 50% of your monthly savings if you have none, 30% if it is partly funded.</li>
            <li>High-Interest Debt, if you have any: 40%.</li>
            <li>401(k) with Employer Match, if your plan has a match: 15%.</li>
            <li>HSA: up to $300 a month.</li>
            <li>An IRA, up to $500 a month: Roth IRA if you can contribute directly, else a Backdoor Roth IRA, else a Traditional IRA.</li>
            <li>Your employer plan: 25% (Roth or Traditional 401(k)), or 20% more on top of the match.</li>
            <li>College Savings (529): 15%.</li>
            <li>Whatever is left: Taxable Brokerage Account.</li>
          </ol>
          <p className="mt-3 text-ink-muted">
            Percentages are of your monthly savings. Each step takes only what is still unallocated, so the boxes always add up to your total. An FSA
            is funded through payroll and is left out of the flow.
          </p>
        </details>
      </div>
    </div>
  );
};

const isHighlighted = (highlight: Highlight, item: SavingsAllocationItem) =>
  highlight !== null && savingsPriorityGroup(item.name) === highlight.group;

const Flowchart = ({ total, items, highlight }: { total: number; items: SavingsAllocationItem[]; highlight: Highlight }) => (
  <div className="flex flex-col items-center">
    <div className="w-full max-w-sm rounded-xl bg-navy-900 px-5 py-4 text-center text-white" data-testid="monthly-savings-box">
      <p className="text-sm font-medium text-navy-100">Monthly Savings</p>
      <p className="font-serif text-3xl font-semibold tabular-nums">{usd(total)}</p>
    </div>
    <ol className="m-0 flex w-full list-none flex-col items-center p-0" aria-label="Where your monthly savings go, in priority order">
      {items.map((item) => {
        const Icon = ICONS[item.icon];
        const share = total > 0 ? item.amount / total : 0;
        const group = savingsPriorityGroup(item.name);
        const isMatch = item.name === '401(k) with Employer Match';
        const learnMore = SAVINGS_LEARN_MORE[item.name];
        const lit = isHighlighted(highlight, item);
        return (
          <li key={item.name} className="flex w-full flex-col items-center">
            <ArrowDownIcon aria-hidden="true" className="my-1.5 h-5 w-5 text-ink-muted" />
            <div
              data-testid="allocation-box"
              data-highlighted={lit || undefined}
              // Box width follows its share: 40% of the width for nothing, 90% for everything (spec §2).
              style={{ width: `${40 + 50 * share}%`, minWidth: 'min(250px, 100%)' }}
              className={cn(
                'rounded-xl border border-l-4 bg-white px-4 py-3 shadow-sm transition-shadow hover:shadow-[var(--shadow-pop)] hover:ring-2 hover:ring-navy-600',
                GROUP_STYLE[group].accent,
                isMatch ? 'border-brass-500 bg-brass-100/40 ring-1 ring-brass-500' : 'border-line',
                lit && 'shadow-[var(--shadow-pop)] ring-2 ring-navy-600',
              )}
            >
              <div className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-800" />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <h3 className="m-0 font-sans text-[0.95rem] font-semibold text-navy-900">{item.name}</h3>
                    {isMatch && <Badge tone="brass">Match</Badge>}
                  </div>
                  <p className="mt-0.5 text-sm tabular-nums text-ink">
                    <strong className="text-base text-navy-900" data-testid="allocation-amount">
                      {usd(item.amount)}
                    </strong>{' '}
                    <span className="text-ink-muted" data-testid="allocation-percent">
                      ({formatPercent(share * 100)})
                    </span>
                  </p>
                  <p className="mt-1 text-xs leading-snug text-ink-muted">{item.description}</p>
                  {learnMore && (
                    <Tooltip content={learnMore}>
                      <button type="button" className="mt-1.5 cursor-help text-xs font-medium text-navy-700 underline underline-offset-2">
                        Learn more<span className="sr-only"> about {item.name}</span>
                      </button>
                    </Tooltip>
                  )}
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  </div>
);

const PriorityGuide = ({ highlight, onHighlight }: { highlight: Highlight; onHighlight: (h: Highlight) => void }) => (
  <div className="rounded-xl border border-line bg-paper-2/60 p-4">
    <h3 className="font-sans text-sm font-semibold text-navy-900">Priority Order Guide</h3>
    <ul className="mt-2 grid list-none gap-1.5 p-0 sm:grid-cols-2">
      {SAVINGS_PRIORITY_GROUPS.map((group, i) => {
        const active = highlight?.group === group;
        return (
          <li key={group}>
            <button
              type="button"
              aria-pressed={active}
              onMouseEnter={() => onHighlight({ group })}
              onMouseLeave={() => onHighlight(null)}
              onFocus={() => onHighlight({ group })}
              onBlur={() => onHighlight(null)}
              onClick={() => onHighlight(active ? null : { group })}
              className={cn(
                'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-ink hover:bg-white',
                active && 'bg-white font-semibold',
              )}
            >
              <span aria-hidden="true" className={cn('h-3 w-3 shrink-0 rounded-full', GROUP_STYLE[group].dot)} />
              {i + 1}. {group}
            </button>
          </li>
        );
      })}
    </ul>
  </div>
);
