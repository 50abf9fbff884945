import { annualSaving, DEFAULT_PLAN_PRICES_USD, EDUCATION_NOTICE, formatUsd } from '@awc/domain';
import {
  ArrowRightIcon,
  BookOpenIcon,
  BriefcaseIcon,
  CalculatorIcon,
  CalendarClockIcon,
  GraduationCapIcon,
  LandmarkIcon,
  LockKeyholeIcon,
  ScaleIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { usePlans } from '../../features/membership/api/use-plans.ts';
import { type Audience, AudienceActions, CHECKOUT_PATH } from '../../features/membership/components/audience-actions.tsx';

const AUDIENCE = [
  {
    icon: GraduationCapIcon,
    title: 'Student loans after the 2025 law',
    body: 'RAP, the closing legacy plans, PSLF for government and public-interest lawyers, and when refinancing finally makes sense.',
  },
  {
    icon: BriefcaseIcon,
    title: 'BigLaw pay, decoded',
    body: 'Lockstep salaries, bonus withholding at 22% and 37%, and how to turn a high income into wealth rather than lifestyle.',
  },
  {
    icon: LandmarkIcon,
    title: 'The partner track and K-1 income',
    body: 'Capital contributions, quarterly estimates, guaranteed payments and retirement plans when you stop being an employee.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Protecting what you earn',
    body: 'Own-occupation disability insurance, term life, umbrella coverage and the emergency fund a legal career actually needs.',
  },
];

const MEMBER_GETS = [
  {
    icon: CalculatorIcon,
    title: 'Nine member tools',
    body: 'True hourly rate, student loan navigator, estimated tax, job offer comparison, buy vs rent and more, with scenarios you can save and compare.',
  },
  { icon: BookOpenIcon, title: 'The content hub', body: 'Guides, articles, video lessons and session replays organized by career stage and topic.' },
  {
    icon: CalendarClockIcon,
    title: 'Live sessions',
    body: 'Regular sessions with reminders and calendar invites, and replays when you cannot attend.',
  },
  {
    icon: UsersIcon,
    title: 'A private community',
    body: 'A directory of attorneys who choose to be listed, and discussions moderated to stay useful.',
  },
];

const PUBLIC_TOOLS = [
  {
    to: '/tools/debt-investment-calculator',
    title: 'Debt vs. Invest Calculator',
    body: 'Pay down loans faster, or invest the difference? Compare both paths over your horizon, with context for your practice setting.',
  },
  {
    to: '/tools/savings-strategy-navigator',
    title: 'Savings Strategy Navigator',
    body: 'See where each monthly dollar goes first: emergency fund, high-interest debt, the match, HSA, IRAs and beyond.',
  },
  {
    to: '/tools/student-loan-vs-investing-navigator',
    title: 'Student Loan vs. Investing Framework',
    body: 'Five short steps, then a two-part PDF report of educational reflections and key 2026 figures, sent to your inbox.',
  },
];

const PRINCIPLES = [
  {
    icon: ScaleIcon,
    title: 'Education, never sales',
    body: 'We sell no financial products and take no commissions. Membership fees are our only revenue.',
  },
  {
    icon: BookOpenIcon,
    title: 'Sourced and dated',
    body: 'Every tool states its 2026 figures, where they come from and when they were last checked.',
  },
  {
    icon: LockKeyholeIcon,
    title: 'Private by design',
    body: 'Your tool inputs stay in your browser unless you choose to save a scenario to your account.',
  },
];

/** The hero's main action: membership for visitors, checkout for signed-in non-members, the way in for members (decision 373). */
const MAIN_ACTION: Record<Audience, { to: string; label: string }> = {
  guest: { to: '/membership', label: 'Explore membership' },
  'signed-in': { to: CHECKOUT_PATH, label: 'Complete your membership' },
  member: { to: '/dashboard', label: 'Go to your dashboard' },
};
const CLOSING_ACTION: Record<Audience, { to: string; label: string }> = {
  guest: { to: '/membership', label: 'Join the Collective' },
  'signed-in': { to: CHECKOUT_PATH, label: 'Complete your membership' },
  member: { to: '/dashboard', label: 'Go to your dashboard' },
};

/**
 * The two prices, from the server's settings. The page is prerendered (decision 290), so its HTML
 * carries the default prices; they are replaced once the plans answer, which only shows a change
 * where a deployment set other prices.
 */
function PriceTeaser() {
  const prices = usePlans().plans?.prices ?? DEFAULT_PLAN_PRICES_USD;
  return (
    <>
      <div className="rounded-2xl border border-white/15 bg-white/5 p-6">
        <p className="text-sm font-medium text-navy-100">Monthly</p>
        <p className="mt-2 font-serif text-4xl font-semibold" data-testid="price-monthly">
          {formatUsd(prices.monthly)}
          <span className="font-sans text-base font-normal text-navy-200">/month</span>
        </p>
      </div>
      <div className="rounded-2xl border border-brass-300/60 bg-white/5 p-6">
        <p className="text-sm font-medium text-brass-300">Annual · save {formatUsd(annualSaving(prices).amount)}</p>
        <p className="mt-2 font-serif text-4xl font-semibold" data-testid="price-annual">
          {formatUsd(prices.annual)}
          <span className="font-sans text-base font-normal text-navy-200">/year</span>
        </p>
      </div>
    </>
  );
}

export default function HomePage() {
  return (
    <>
      {/* Hero */}
      <section className="on-dark relative overflow-hidden bg-navy-900 text-white" aria-labelledby="hero-title">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(176_141_87/0.22),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(61_95_149/0.35),transparent)]"
        />
        <div className="container-page relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
          <div>
            <p className="eyebrow text-brass-300">Financial education for US attorneys</p>
            <h1 id="hero-title" className="mt-4 text-4xl font-semibold leading-[1.08] sm:text-5xl lg:text-[3.4rem]">
              Financial clarity for the practice of your life
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-navy-100">
              Student loans, BigLaw bonuses, the partner track, K-1 taxes. The Collective teaches the money side of a legal career, with tools built
              around how lawyers are actually paid.
            </p>
            <AudienceActions
              className="mt-9 flex flex-wrap gap-3"
              render={(audience) => (
                <>
                  <Link to={MAIN_ACTION[audience].to} className={buttonClasses('accent', 'lg')}>
                    {MAIN_ACTION[audience].label}
                    <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
                  </Link>
                  {audience === 'member' ? (
                    <Link to="/tools" className={buttonClasses('onDark', 'lg')}>
                      Open the member tools
                    </Link>
                  ) : (
                    <Link to="/tools/debt-investment-calculator" className={buttonClasses('onDark', 'lg')}>
                      Try the free calculator
                    </Link>
                  )}
                </>
              )}
            />
            <p className="mt-8 text-sm text-navy-200">Education, not advice · No products sold · No commissions</p>
          </div>
          <HeroIllustration />
        </div>
      </section>

      {/* Who it is for */}
      <section className="container-page py-20" aria-labelledby="built-for">
        <div className="max-w-2xl">
          <p className="eyebrow">Built for how lawyers earn</p>
          <h2 id="built-for" className="mt-3 text-3xl font-semibold text-navy-900 sm:text-4xl">
            The questions generic finance content never answers
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            A first-year associate at a large firm, a public defender on PSLF and a new equity partner face different problems. We write for each of
            them.
          </p>
        </div>
        <div className="mt-12 grid gap-6 sm:grid-cols-2">
          {AUDIENCE.map(({ icon: Icon, title, body }) => (
            <article
              key={title}
              className="group rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-pop)]"
            >
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brass-100 text-brass-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-navy-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{body}</p>
            </article>
          ))}
        </div>
      </section>

      {/* Tools */}
      <section className="border-y border-line bg-paper-2" aria-labelledby="free-tools">
        <div className="container-page py-20">
          <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
            <div className="max-w-2xl">
              <p className="eyebrow">Free to use, no account needed</p>
              <h2 id="free-tools" className="mt-3 text-3xl font-semibold text-navy-900 sm:text-4xl">
                Start with the public tools
              </h2>
            </div>
            <Link to="/tools" className={buttonClasses('secondary')}>
              See every tool
            </Link>
          </div>
          <div className="mt-10 grid gap-6 lg:grid-cols-3">
            {PUBLIC_TOOLS.map((tool) => (
              <Link
                key={tool.to}
                to={tool.to}
                className="group flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] transition hover:-translate-y-0.5 hover:border-navy-200 hover:shadow-[var(--shadow-pop)]"
              >
                <h3 className="text-xl font-semibold text-navy-900">{tool.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{tool.body}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 group-hover:text-brass-700">
                  Open the tool <ArrowRightIcon aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            ))}
          </div>
        </div>
      </section>

      {/* What members get */}
      <section className="container-page py-20" aria-labelledby="members-get">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <p className="eyebrow">Membership</p>
            <h2 id="members-get" className="mt-3 text-3xl font-semibold text-navy-900 sm:text-4xl">
              What members get
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">
              Everything in one place, written and built for attorneys, from your first bar-admission year to partnership and beyond.
            </p>
            <Link to="/membership-benefits" className={buttonClasses('link', 'md', 'mt-6 text-base')}>
              All membership benefits
            </Link>
          </div>
          <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2">
            {MEMBER_GETS.map(({ icon: Icon, title, body }) => (
              <li key={title} className="flex gap-4">
                <span className="mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-brass-300">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-navy-900">{title}</h3>
                  <p className="mt-1.5 text-[0.95rem] leading-relaxed text-ink-muted">{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Pricing teaser */}
      <section className="container-page pb-20" aria-labelledby="pricing-teaser">
        <div className="on-dark grid gap-10 overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-white sm:px-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="eyebrow text-brass-300">Simple pricing</p>
            <h2 id="pricing-teaser" className="mt-3 text-3xl font-semibold sm:text-4xl">
              One membership, everything included
            </h2>
            <p className="mt-4 max-w-lg text-navy-100">Cancel any time from your account. The public tools stay free whether or not you join.</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <PriceTeaser />
            <Link to="/membership#pricing" className={buttonClasses('accent', 'lg', 'sm:col-span-2')}>
              Compare plans
            </Link>
          </div>
        </div>
      </section>

      {/* Principles */}
      <section className="border-t border-line bg-paper-2" aria-labelledby="principles">
        <div className="container-page py-20">
          <h2 id="principles" className="max-w-2xl text-3xl font-semibold text-navy-900 sm:text-4xl">
            The standards we hold ourselves to
          </h2>
          <div className="mt-10 grid gap-8 md:grid-cols-3">
            {PRINCIPLES.map(({ icon: Icon, title, body }) => (
              <div key={title} className="border-t-2 border-brass-500 pt-5">
                <Icon aria-hidden="true" className="h-6 w-6 text-navy-700" />
                <h3 className="mt-3 text-xl font-semibold text-navy-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{body}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      {/* Call to action */}
      <section className="container-page py-20 text-center" aria-labelledby="cta">
        <h2 id="cta" className="mx-auto max-w-2xl text-3xl font-semibold text-navy-900 sm:text-4xl">
          Make your next financial decision like you would argue a case
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-muted">
          Facts first, the rules that apply, then a reasoned conclusion. Start free today.
        </p>
        <AudienceActions
          className="mt-8 flex flex-wrap justify-center gap-3"
          render={(audience) => (
            <>
              <Link to={CLOSING_ACTION[audience].to} className={buttonClasses('primary', 'lg')}>
                {CLOSING_ACTION[audience].label}
              </Link>
              <Link to="/blog" className={buttonClasses('secondary', 'lg')}>
                Read the blog
              </Link>
            </>
          )}
        />
        <p className="mx-auto mt-12 max-w-3xl rounded-xl border border-line bg-white px-5 py-4 text-left text-sm leading-relaxed text-ink-muted">
          <strong className="font-semibold text-ink">Education, not advice. </strong>
          {EDUCATION_NOTICE}
        </p>
      </section>
    </>
  );
}

/**
 * A static, text-based illustration of a tool result (no image: it paints with the page). The
 * legend and the axes are HTML in the card's flow, and the "Attorney-specific context" note hangs
 * from the card's bottom edge into padding kept free for it, so at no width does it cover them.
 */
const HeroIllustration = () => (
  <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none" data-testid="hero-illustration">
    <div className="rounded-2xl border border-white/15 bg-white p-5 text-ink shadow-2xl sm:p-6 sm:pb-12">
      <div className="flex items-center justify-between gap-3">
        <p className="font-serif text-lg font-semibold text-navy-900">Your Results</p>
        <span className="shrink-0 rounded-full bg-brass-100 px-2.5 py-0.5 text-xs font-semibold text-brass-800">10-year view</span>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-paper-2 p-4">
          <p className="text-xs font-medium text-ink-muted">Prioritize debt payoff</p>
          <p className="mt-1 font-serif text-2xl font-semibold text-navy-900">4.1 yrs</p>
          <p className="text-xs text-ink-muted">to debt-free</p>
        </div>
        <div className="rounded-xl bg-navy-900 p-4 text-white">
          <p className="text-xs font-medium text-navy-200">Prioritize investing</p>
          <p className="mt-1 font-serif text-2xl font-semibold">$412k</p>
          <p className="text-xs text-navy-200">projected value</p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-ink-muted" data-testid="hero-legend">
        <span className="font-medium text-ink">Dollars over 10 years</span>
        <span className="flex gap-4">
          <span className="inline-flex items-center gap-1.5">
            <span className="h-2 w-2 rounded-full bg-brass-500" /> Debt balance
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-2 w-2 rounded-full bg-navy-700" /> Investments
          </span>
        </span>
      </div>
      <div className="mt-2 grid grid-cols-[auto_1fr] gap-x-2">
        <div className="flex flex-col justify-between py-0.5 text-right text-[0.7rem] leading-none text-ink-muted">
          <span>$400k</span>
          <span>$200k</span>
          <span>$0</span>
        </div>
        <svg viewBox="0 0 300 110" preserveAspectRatio="none" className="h-28 w-full" aria-hidden="true">
          <line x1="0" y1="2" x2="300" y2="2" stroke="#efebe3" vectorEffect="non-scaling-stroke" />
          <line x1="0" y1="55" x2="300" y2="55" stroke="#efebe3" vectorEffect="non-scaling-stroke" />
          <path d="M0 18 C60 34 110 60 160 84 S250 104 300 106" fill="none" stroke="#b08d57" strokeWidth="3" vectorEffect="non-scaling-stroke" />
          <path d="M0 100 C70 96 120 84 170 62 S260 18 300 8" fill="none" stroke="#1e3a66" strokeWidth="3" vectorEffect="non-scaling-stroke" />
          <line x1="0" y1="108" x2="300" y2="108" stroke="#cfc8b9" vectorEffect="non-scaling-stroke" />
        </svg>
        <span />
        <div className="mt-1.5 flex justify-between text-[0.7rem] leading-none text-ink-muted" data-testid="hero-x-axis">
          <span>Today</span>
          <span>Year 5</span>
          <span>Year 10</span>
        </div>
      </div>
    </div>
    <div
      className="absolute -bottom-5 left-4 hidden rounded-xl border border-line bg-white px-4 py-3 text-sm text-ink shadow-xl sm:block"
      data-testid="hero-context-note"
    >
      <p className="font-semibold text-navy-900">Attorney-specific context</p>
      <p className="text-xs text-ink-muted">BigLaw, PSLF, in-house and more</p>
    </div>
  </div>
);
