import { CheckIcon } from 'lucide-react';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { MarketingHero, SectionIntro } from '../../../features/marketing/components/marketing-hero.tsx';
import { WaitlistSection } from '../../../features/marketing/components/waitlist-section.tsx';
import { WaitlistForm } from '../../../features/newsletter/components/waitlist-form.tsx';
import type { PageProps } from '../../pages.ts';

const MODULES = [
  {
    week: 'Weeks 1–2',
    title: 'The balance sheet',
    body: 'Net worth, cash flow and a savings rate you can sustain through lockstep raises and bonus seasons.',
  },
  {
    week: 'Weeks 3–4',
    title: 'The account map',
    body: '401(k), Roth and backdoor Roth, HSA, 457(b), taxable: which dollars go where, in which order, under 2026 limits.',
  },
  {
    week: 'Weeks 5–6',
    title: 'Asset allocation',
    body: 'How much risk your career can carry, why a lawyer’s income is itself an asset, and building a three-fund portfolio.',
  },
  {
    week: 'Weeks 7–8',
    title: 'Costs and taxes',
    body: 'Expense ratios in dollars, asset location, tax-loss harvesting and the 3.8% net investment income tax.',
  },
  {
    week: 'Weeks 9–10',
    title: 'Debt against investing',
    body: 'Student loans after the 2025 law, PSLF, refinancing and the mortgage, argued as a case from both sides.',
  },
  {
    week: 'Weeks 11–12',
    title: 'Your investment policy',
    body: 'A written plan you can follow in a bad market: targets, rebalancing rules and what would make you change them.',
  },
];

const FORMAT = [
  'Twelve weeks, one short lesson and one worksheet a week',
  'Live cohort sessions every other week, with replays',
  'A small-group discussion space for each cohort',
  'Built on the member tools, with 2026 figures throughout',
  'Finishes with your own written investment policy statement',
];

export default function CompoundingCounselPage({ route }: PageProps) {
  return (
    <>
      <MarketingHero
        eyebrow="Coming 2026 · A guided program"
        title={route.heading}
        lead={
          <p>
            A twelve-week, cohort-based program that takes attorneys from a scattered set of accounts to a written investment plan, and teaches the
            one force that matters most over a legal career: compounding, of money and of good habits.
          </p>
        }
        aside={
          <div className="rounded-2xl border border-white/15 bg-white p-6 text-ink shadow-2xl" aria-hidden="true">
            <p className="font-serif text-lg font-semibold text-navy-900">What compounding does</p>
            <p className="mt-1 text-sm text-ink-muted">$2,000 a month at an illustrative 6% a year, compounded monthly</p>
            <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
              {[
                ['10 yrs', '$328k'],
                ['20 yrs', '$924k'],
                ['30 yrs', '$2.0M'],
              ].map(([years, value]) => (
                <div key={years} className="rounded-xl bg-paper-2 p-3">
                  <dt className="text-xs font-medium text-ink-muted">{years}</dt>
                  <dd className="mt-1 font-serif text-xl font-semibold text-navy-900">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-ink-muted">Illustration only, before taxes and fees; returns are not guaranteed.</p>
          </div>
        }
      >
        <p className="mt-6 inline-flex items-center rounded-full border border-brass-300/60 bg-white/5 px-3 py-1 text-sm font-medium text-brass-200">
          Coming 2026
        </p>
      </MarketingHero>

      <section className="container-page py-16 sm:py-20" aria-labelledby="why-cc">
        <div className="grid gap-12 lg:grid-cols-2">
          <SectionIntro id="why-cc" eyebrow="Why a program" title="Articles explain. A program gets it done.">
            <p>
              Most attorneys know they should invest. What stops them is time, a pile of accounts from three employers, and the nagging worry that
              they are missing something. Compounding Counsel works through it in order, with deadlines, worksheets and colleagues doing the same.
            </p>
          </SectionIntro>
          <ul className="space-y-4 self-center">
            {FORMAT.map((item) => (
              <li key={item} className="flex gap-3 text-lg text-ink">
                <CheckIcon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brass-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="border-y border-line bg-paper-2" aria-labelledby="curriculum">
        <div className="container-page py-16 sm:py-20">
          <SectionIntro id="curriculum" eyebrow="Curriculum" title="Six two-week modules" />
          <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {MODULES.map((module, i) => (
              <li key={module.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
                <p className="flex items-center justify-between text-sm font-medium text-ink-muted">
                  <span>{module.week}</span>
                  <span className="font-serif text-2xl font-semibold text-brass-600" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                </p>
                <h3 className="mt-3 text-xl font-semibold text-navy-900">{module.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{module.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="who-cc">
        <div className="grid gap-10 lg:grid-cols-3">
          <SectionIntro id="who-cc" eyebrow="Who it’s for" title="Attorneys ready to invest on purpose" />
          <div className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
            <div className="border-t-2 border-brass-500 pt-5">
              <h3 className="text-xl font-semibold text-navy-900">A good fit</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">
                Associates, government and in-house attorneys with an emergency fund in place, who are saving but have never written down a plan. No
                prior investing knowledge is assumed.
              </p>
            </div>
            <div className="border-t-2 border-brass-500 pt-5">
              <h3 className="text-xl font-semibold text-navy-900">Not the right fit</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">
                Anyone looking for stock picks, trading strategies or someone to manage their money. We teach the principles; the decisions stay
                yours.
              </p>
            </div>
          </div>
        </div>
      </section>

      <WaitlistSection
        product="Compounding Counsel"
        source="compoundingcounsel"
        form={<WaitlistForm source="compoundingcounsel" product="Compounding Counsel" />}
        expected="2026"
      />

      <div className="container-page pb-16">
        <EducationNote />
      </div>
    </>
  );
}
