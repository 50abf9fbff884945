import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CtaBand } from '../../../features/marketing/components/cta-band.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { MarketingHero, SectionIntro } from '../../../features/marketing/components/marketing-hero.tsx';
import type { PageProps } from '../../pages.ts';

const BLOCKS = [
  ['Cash flow', 'Know what comes in, what goes out and your savings rate, counting pre-tax savings.'],
  ['Reserve', 'An emergency fund sized to your practice, plus sinking funds for known bills.'],
  ['Protection', 'Own-occupation disability, term life if others depend on you, umbrella liability.'],
  ['Debt strategy', 'A deliberate choice: PSLF, an income-driven plan, or an aggressive payoff.'],
  ['Tax-advantaged saving', 'Match, HSA, backdoor Roth, full deferrals, then the mega backdoor.'],
  ['Investing', 'A written allocation in low-cost, diversified funds, rebalanced on a rule.'],
  ['Estate basics', 'Beneficiary designations, a will, powers of attorney and a healthcare directive.'],
];

type Stage = {
  id: string;
  stage: string;
  when: string;
  focus: string;
  priorities: string[];
  figures: string[];
  links: Array<{ to: string; label: string }>;
};

const STAGES: Stage[] = [
  {
    id: 'foundation',
    stage: 'Stage 1 · Foundation',
    when: 'Law school, the bar year and the first months of practice',
    focus: 'Set up the systems before the income arrives.',
    priorities: [
      'Know every loan: type, balance, rate and disbursement date (July 1, 2026 now matters).',
      'Enroll in benefits deliberately: 401(k) deferral, HSA if eligible, disability coverage.',
      'Start a reserve with a first target of one month of essentials.',
      'Set your W-4 so the first bonus doesn’t leave a gap.',
    ],
    figures: ['401(k) deferral limit $24,500', 'HSA $4,400 self-only / $8,750 family'],
    links: [
      { to: '/blog/student-loans-and-pslf-after-the-2025-law', label: 'Student loans after the 2025 law' },
      { to: '/tools/savings-strategy-navigator', label: 'Savings Strategy Navigator' },
    ],
  },
  {
    id: 'build',
    stage: 'Stage 2 · Build',
    when: 'Junior associate, clerk, or early public service',
    focus: 'Turn a high income into savings before lifestyle absorbs it.',
    priorities: [
      'Fund the emergency fund to its full target.',
      'Choose a loan strategy and commit: PSLF, RAP or IBR, or an aggressive payoff.',
      'Do a backdoor Roth every year, with no pre-tax IRA money in the way.',
      'Buy individual own-occupation disability insurance while young and healthy.',
    ],
    figures: ['IRA $7,500', 'Roth IRA phase-out from $153,000 single / $242,000 joint'],
    links: [
      { to: '/blog/backdoor-roth-ira-pro-rata-rule-form-8606', label: 'The backdoor Roth, step by step' },
      { to: '/tools/debt-investment-calculator', label: 'Debt vs. Invest Calculator' },
    ],
  },
  {
    id: 'accelerate',
    stage: 'Stage 3 · Accelerate',
    when: 'Mid-level and senior associate, counsel, government mid-career',
    focus: 'Raise the savings rate as pay rises, and make the big purchases deliberately.',
    priorities: [
      'Max deferrals; use the mega backdoor Roth if the plan allows it.',
      'Decide on buying a home with a five-year horizon, not a lender’s approval.',
      'Write an investment policy: allocation, rebalancing rule, what you won’t do.',
      'Price every lateral or in-house offer including what you would leave behind.',
    ],
    figures: ['§415(c) total $72,000', 'SALT cap $40,400 (phases down above $505,000 MAGI)'],
    links: [
      { to: '/blog/buying-a-home-on-an-associate-salary', label: 'Buying a home on an associate’s salary' },
      { to: '/tools/job-offer-checklist', label: 'Job Offer Checklist' },
    ],
  },
  {
    id: 'own',
    stage: 'Stage 4 · Own',
    when: 'Partner, practice owner or senior in-house with equity',
    focus: 'Manage the shift from salary to ownership: taxes, capital and concentration.',
    priorities: [
      'Pay quarterly estimates on a safe harbor, with a separate tax account.',
      'Plan capital contributions and how they are financed and returned.',
      'Use owner-level retirement plans, such as a cash balance plan.',
      'Diversify concentrated equity on a schedule.',
    ],
    figures: ['Safe harbor 110% of prior-year tax above $150,000 AGI', 'SE tax: 12.4% to $184,500, 2.9% uncapped'],
    links: [
      { to: '/tools/estimated-tax-navigator', label: 'Estimated Tax Navigator' },
      { to: '/glossary/schedule-k-1', label: 'Schedule K-1, explained' },
    ],
  },
  {
    id: 'preserve',
    stage: 'Stage 5 · Preserve',
    when: 'The decade before stepping back',
    focus: 'Turn savings into income, manage the tax, and protect what was built.',
    priorities: [
      'Model retirement income against spending, including any partnership retirement benefit.',
      'Plan Roth conversions in lower-income years before required distributions begin.',
      'Arrange malpractice tail coverage before leaving practice.',
      'Update the estate plan and beneficiary designations.',
    ],
    figures: ['Catch-up $8,000 at 50+; $11,250 at ages 60–63', 'RMDs from age 73 (75 for those born 1960 or later)'],
    links: [
      { to: '/blog/malpractice-and-umbrella-insurance-for-lawyers', label: 'Malpractice and umbrella insurance' },
      { to: '/glossary/required-minimum-distribution', label: 'Required minimum distributions' },
    ],
  },
];

export default function AttorneyWealthBlueprintPage({ route }: PageProps) {
  return (
    <>
      <MarketingHero
        eyebrow="A framework for a whole career"
        title={route.heading}
        lead={
          <p>
            Seven building blocks and five career stages: what to put in place, in what order, from the bar exam to the years before stepping back.
            Use it as a checklist, not a prescription; your facts decide the order.
          </p>
        }
      >
        <nav aria-label="Blueprint stages" className="mt-8">
          <ol className="flex flex-wrap gap-2">
            {STAGES.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/5 px-3.5 py-1.5 text-sm text-white hover:bg-white/15"
                >
                  <span className="font-semibold text-brass-300">{i + 1}</span> {s.stage.split('· ')[1]}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </MarketingHero>

      <section className="container-page py-16 sm:py-20" aria-labelledby="blocks">
        <SectionIntro id="blocks" eyebrow="The building blocks" title="Seven things every attorney’s finances rest on">
          <p>Each stage below revisits the same seven blocks at a larger scale.</p>
        </SectionIntro>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BLOCKS.map(([title, body], i) => (
            <li key={title} className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]">
              <p className="font-serif text-2xl font-semibold text-brass-600" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-2 font-sans text-base font-semibold text-navy-900">{title}</h3>
              <p className="mt-1 text-[0.95rem] leading-relaxed text-ink-muted">{body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="border-t border-line bg-paper-2" aria-labelledby="stages">
        <div className="container-page py-16 sm:py-20">
          <SectionIntro id="stages" eyebrow="The stages" title="Five stages of a legal career">
            <p>Figures are for tax year 2026. Each stage links to the article or tool that goes deeper.</p>
          </SectionIntro>
          <ol className="relative mt-12 space-y-10 before:absolute before:bottom-0 before:left-[1.1rem] before:top-0 before:w-0.5 before:bg-brass-300 md:before:left-[1.35rem]">
            {STAGES.map((s, i) => (
              <li key={s.id} id={s.id} className="relative scroll-mt-24 pl-12 md:pl-16">
                <span
                  aria-hidden="true"
                  className="absolute left-0 top-0 inline-flex h-9 w-9 items-center justify-center rounded-full bg-navy-900 font-serif text-lg font-semibold text-brass-300 md:h-11 md:w-11"
                >
                  {i + 1}
                </span>
                <article className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
                  <p className="eyebrow">{s.stage}</p>
                  <h3 id={`${s.id}-title`} className="mt-2 text-2xl font-semibold text-navy-900">
                    {s.when}
                  </h3>
                  <p className="mt-2 text-lg text-ink-muted">{s.focus}</p>
                  <div className="mt-6 grid gap-8 lg:grid-cols-[1.5fr_1fr]">
                    <div>
                      <h4 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-navy-900">Priorities</h4>
                      <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-ink">
                        {s.priorities.map((p) => (
                          <li key={p}>{p}</li>
                        ))}
                      </ul>
                    </div>
                    <div className="space-y-5">
                      <div className="rounded-xl bg-paper-2 p-4">
                        <h4 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-navy-900">2026 figures</h4>
                        <ul className="mt-2 space-y-1 text-[0.95rem] text-ink">
                          {s.figures.map((f) => (
                            <li key={f}>{f}</li>
                          ))}
                        </ul>
                      </div>
                      <ul className="space-y-2">
                        {s.links.map((l) => (
                          <li key={l.to}>
                            <Link
                              to={l.to}
                              className="inline-flex items-center gap-1.5 text-[0.95rem] font-medium text-navy-700 underline-offset-4 hover:text-brass-700 hover:underline"
                            >
                              {l.label} <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ol>
          <EducationNote className="mt-14" />
        </div>
      </section>

      <CtaBand
        id="blueprint-cta"
        eyebrow="Put it to work"
        title="Members get the tools behind every stage"
        actions={
          <>
            <Link to="/membership" className={buttonClasses('accent', 'lg')}>
              Explore membership <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
            </Link>
            <Link to="/case-method-guide" className={buttonClasses('onDark', 'lg')}>
              The Case Method Guide
            </Link>
          </>
        }
      >
        <p>Student Loan Navigator, Estimated Tax Navigator, Job Offer Checklist, Buy vs Rent and more, with scenarios you can save and revisit.</p>
      </CtaBand>
    </>
  );
}
