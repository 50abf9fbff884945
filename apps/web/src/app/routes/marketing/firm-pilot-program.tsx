import { ChartColumnIcon, EyeOffIcon, PresentationIcon, UsersRoundIcon } from 'lucide-react';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { FirmEnquiryForm } from '../../../features/contact/components/firm-enquiry-form.tsx';
import { FirmEnquirySection } from '../../../features/marketing/components/firm-enquiry-section.tsx';
import { MarketingHero, SectionIntro } from '../../../features/marketing/components/marketing-hero.tsx';
import type { PageProps } from '../../pages.ts';

const INCLUDED = [
  {
    icon: UsersRoundIcon,
    title: 'Full memberships for a cohort',
    body: 'Every attorney in the pilot gets the complete membership for the pilot period: member tools, content hub, live sessions and the community.',
  },
  {
    icon: PresentationIcon,
    title: 'Four sessions for your attorneys',
    body: 'Live sessions chosen with you, in person or online, with replays for those on trial or closing a deal.',
  },
  {
    icon: EyeOffIcon,
    title: 'Private by design',
    body: 'Attorneys sign in with their own accounts. The firm never sees who used which tool, what anyone entered, or what they asked.',
  },
  {
    icon: ChartColumnIcon,
    title: 'An aggregate report',
    body: 'Activation and attendance figures and an anonymous end-of-pilot survey, reported only in groups large enough that no one can be identified.',
  },
];

const SESSIONS = [
  ['Your first-year money plan', 'Benefits enrollment, withholding, the first emergency fund and a savings order that fits a large-firm salary.'],
  ['Student loans after the 2025 law', 'RAP, IBR, PSLF for attorneys headed to government, and the consolidation trap, with the 2026 rules.'],
  ['Bonus season without the April surprise', 'Supplemental withholding, safe harbors, and what to do with the rest.'],
  ['The partner track, in numbers', 'K-1 income, self-employment tax, quarterly estimates and capital, for senior associates and counsel.'],
  ['Protecting the career', 'Own-occupation disability coverage, term life and umbrella insurance, explained without a sales pitch.'],
  ['Working with advisors', 'Fee models, fiduciary duty and how to vet an advisor, so attorneys can say no to the wrong ones.'],
];

const STEPS = [
  ['Scoping call', 'Goals, offices, headcount, and the sessions that fit your classes.'],
  ['Launch', 'We send invitations; attorneys create their own accounts. Memberships start the same day.'],
  ['Sessions', 'Four sessions spread across the pilot, scheduled around your calendar.'],
  ['Review', 'An aggregate report and a conversation about whether to continue, expand or stop.'],
];

export default function FirmPilotProgramPage({ route }: PageProps) {
  return (
    <>
      <MarketingHero
        eyebrow="For law firms"
        title={route.heading}
        lead={
          <p>
            Financial education for your associates, delivered independently. A fixed-length pilot gives a cohort of attorneys the full membership and
            a series of live sessions, so your firm can judge the value before making it a benefit.
          </p>
        }
        aside={
          <dl className="grid grid-cols-2 gap-4">
            {[
              ['Cohort', '25–150 attorneys'],
              ['Length', 'Six months'],
              ['Sessions', 'Four, live'],
              ['Firm sees', 'Aggregates only'],
            ].map(([term, value]) => (
              <div key={term} className="rounded-2xl border border-white/15 bg-white/5 p-5">
                <dt className="text-sm text-navy-200">{term}</dt>
                <dd className="mt-1 font-serif text-xl font-semibold text-white">{value}</dd>
              </div>
            ))}
          </dl>
        }
      />

      <section className="container-page py-16 sm:py-20" aria-labelledby="why-firms">
        <div className="grid gap-12 lg:grid-cols-2">
          <SectionIntro id="why-firms" eyebrow="Why firms do this" title="Financial stress follows associates to work">
            <p>
              Six-figure student loans, bonus withholding that falls short, and a partnership track with a capital call at the end of it. Associates
              face real financial decisions early, and most have had no training for them.
            </p>
          </SectionIntro>
          <div className="space-y-5 self-center text-lg leading-relaxed text-ink">
            <p>
              Firms already invest in associates’ professional development. The pilot adds the money side, from an independent source that sells
              nothing: no products, no advisors waiting at the end of a session, no commissions.
            </p>
            <p>
              It is also a benefit that costs little to administer. We handle invitations, support and sessions; your team chooses the cohort and the
              topics.
            </p>
          </div>
        </div>
      </section>

      <section className="border-y border-line bg-paper-2" aria-labelledby="included">
        <div className="container-page py-16 sm:py-20">
          <SectionIntro id="included" eyebrow="What’s included" title="A complete pilot, ready to run" />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {INCLUDED.map(({ icon: Icon, title, body }) => (
              <article key={title} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
                <Icon aria-hidden="true" className="h-6 w-6 text-brass-600" />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{title}</h3>
                <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-muted">{body}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="sessions">
        <SectionIntro id="sessions" eyebrow="Session menu" title="Choose four">
          <p>Each session runs 45 to 60 minutes with questions, uses the current year’s figures and ends with a short written summary.</p>
        </SectionIntro>
        <ul className="mt-10 grid gap-x-10 gap-y-6 md:grid-cols-2">
          {SESSIONS.map(([title, body]) => (
            <li key={title} className="border-l-2 border-brass-300 pl-5">
              <h3 className="font-sans text-base font-semibold text-navy-900">{title}</h3>
              <p className="mt-1 leading-relaxed text-ink-muted">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-t border-line bg-paper-2" aria-labelledby="how-it-runs">
        <div className="container-page py-16 sm:py-20">
          <SectionIntro id="how-it-runs" eyebrow="How it runs" title="From first call to review" />
          <ol className="mt-10 grid gap-6 md:grid-cols-4">
            {STEPS.map(([title, body], i) => (
              <li key={title} className="relative rounded-[var(--radius-card)] border border-line bg-white p-6">
                <span className="font-serif text-3xl font-semibold text-brass-600" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="mt-2 text-lg font-semibold text-navy-900">{title}</h3>
                <p className="mt-1 text-[0.95rem] leading-relaxed text-ink-muted">{body}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="text-xl font-semibold text-navy-900">Pricing</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">
                Per attorney for the pilot period, below the cost of individual memberships, and set after the scoping call according to cohort size
                and sessions. Firms that continue after the pilot are credited for it.
              </p>
            </div>
            <div>
              <h3 className="text-xl font-semibold text-navy-900">Independence</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">
                Sessions are education, not advice. We don’t recommend products or advisors, and the firm does not review what we teach individual
                attorneys. Attorneys can keep their membership after the pilot at their own expense.
              </p>
            </div>
          </div>
        </div>
      </section>

      <div className="pt-16 sm:pt-20">
        <FirmEnquirySection form={<FirmEnquiryForm />} />
      </div>

      <div className="container-page pb-16">
        <EducationNote />
      </div>
    </>
  );
}
