import { BriefcaseBusinessIcon, ChartNoAxesCombinedIcon, FileTextIcon, LandmarkIcon } from 'lucide-react';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { MarketingHero, SectionIntro } from '../../../features/marketing/components/marketing-hero.tsx';
import { WaitlistSection } from '../../../features/marketing/components/waitlist-section.tsx';
import { WaitlistForm } from '../../../features/newsletter/components/waitlist-form.tsx';
import type { PageProps } from '../../pages.ts';

const BEATS = [
  {
    icon: LandmarkIcon,
    title: 'Partnership economics',
    body: 'Equity and non-equity tiers, capital contributions and how they are financed, draws and true-ups, and what a partnership agreement says about leaving.',
  },
  {
    icon: ChartNoAxesCombinedIcon,
    title: 'Equity compensation',
    body: 'RSUs, ISOs and NSOs for in-house counsel and legal-tech leaders: vesting, the 83(b) election, AMT and the sale decisions that follow.',
  },
  {
    icon: BriefcaseBusinessIcon,
    title: 'Owning a practice',
    body: 'Entity choice, reasonable compensation, retirement plans for owners, and valuing a book of business when a firm changes hands.',
  },
  {
    icon: FileTextIcon,
    title: 'The fine print',
    body: 'One clause each issue, read closely: clawbacks, non-competes in partnership agreements, unfunded retirement obligations, tail coverage.',
  },
];

const ISSUE = [
  ['The lead', 'One equity question explained in depth, with worked numbers'],
  ['The clause', 'A real-world contract provision and what it costs'],
  ['The figures', 'Current limits, rates and thresholds that changed this quarter'],
  ['The case', 'A short fact pattern to work through with the Case Method'],
];

export default function TheEquityBriefPage({ route }: PageProps) {
  return (
    <>
      <MarketingHero
        eyebrow="Coming 2027 · A quarterly briefing"
        title={route.heading}
        lead={
          <p>
            A quarterly briefing on ownership for attorneys: the economics of partnership, equity compensation for in-house counsel, and the financial
            side of owning a practice. Written for the moment a lawyer stops being paid only a salary.
          </p>
        }
      >
        <p className="mt-6 inline-flex items-center rounded-full border border-brass-300/60 bg-white/5 px-3 py-1 text-sm font-medium text-brass-200">
          Coming 2027
        </p>
      </MarketingHero>

      <section className="container-page py-16 sm:py-20" aria-labelledby="beats">
        <SectionIntro id="beats" eyebrow="What it covers" title="Four beats, every quarter">
          <p>
            Equity is where attorneys’ finances become genuinely complex, and where generic advice runs out. The Equity Brief covers it with the same
            sourcing and dating as everything we publish.
          </p>
        </SectionIntro>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {BEATS.map(({ icon: Icon, title, body }) => (
            <article key={title} className="flex gap-5 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brass-100 text-brass-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div>
                <h3 className="text-xl font-semibold text-navy-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{body}</p>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section className="border-y border-line bg-paper-2" aria-labelledby="anatomy">
        <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <SectionIntro id="anatomy" eyebrow="Format" title="The anatomy of an issue">
            <p>About a twenty-minute read, four times a year, in your inbox and in the member content hub. Members get the archive.</p>
          </SectionIntro>
          <dl className="divide-y divide-line rounded-2xl border border-line bg-white">
            {ISSUE.map(([term, description]) => (
              <div key={term} className="grid gap-1 px-6 py-5 sm:grid-cols-[9rem_1fr] sm:gap-6">
                <dt className="font-serif text-lg font-semibold text-navy-900">{term}</dt>
                <dd className="text-ink-muted">{description}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <WaitlistSection
        product="The Equity Brief"
        source="the-equity-brief"
        form={<WaitlistForm source="the-equity-brief" product="The Equity Brief" />}
        expected="2027"
      />

      <div className="container-page pb-16">
        <EducationNote />
      </div>
    </>
  );
}
