import { ArrowUpRightIcon, CircleAlertIcon, SearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { MarketingHero, SectionIntro } from '../../../features/marketing/components/marketing-hero.tsx';
import { ScrollRegion } from '../../../features/marketing/components/scroll-region.tsx';
import type { PageProps } from '../../pages.ts';

const ExternalLink = ({ href, children }: { href: string; children: string }) => (
  <a
    href={href}
    rel="noopener noreferrer"
    className="inline-flex items-center gap-1 font-medium text-navy-700 underline underline-offset-4 hover:text-brass-700"
  >
    {children}
    <ArrowUpRightIcon aria-hidden="true" className="h-3.5 w-3.5" />
  </a>
);

const SEARCH_STEPS = [
  {
    title: 'Start with NAPFA’s “Find an Advisor”',
    body: 'NAPFA, the National Association of Personal Financial Advisors, admits only fee-only advisors and requires members to sign a fiduciary oath. Search by location, or choose advisors who work virtually, which widens the field considerably.',
  },
  {
    title: 'Filter for people who serve clients like you',
    body: 'Look for profiles that mention attorneys or professionals, student loans and PSLF, equity compensation or business owners. A planner who mostly serves retirees is rarely the right fit for a third-year associate.',
  },
  {
    title: 'Check how they charge before you call',
    body: 'NAPFA members may charge a percentage of assets, a flat or retainer fee, or an hourly or project fee. If your money is mostly in a 401(k) and you have large loans, a flat-fee or hourly planner may suit you better than an asset-based fee.',
  },
  {
    title: 'Shortlist three and verify them',
    body: 'Before any meeting, read each firm’s Form ADV and check the public records below. It takes about twenty minutes and rules out most problems.',
  },
  {
    title: 'Interview, then decide in writing',
    body: 'Use the questions below, ask for the proposed engagement letter and fee in dollars, and take a week before signing. A good advisor will encourage that.',
  },
];

const QUESTIONS = [
  'Are you a fiduciary at all times, for every account and every recommendation? Will you put that in writing?',
  'How exactly are you paid, by me and by anyone else, and what would I pay in dollars in the first year?',
  'Do you or your firm receive commissions, revenue sharing, 12b-1 fees or referral payments from anyone?',
  'Who holds my money? (It should be an independent custodian that sends statements directly to you.)',
  'What do you do for clients like me: student loans and PSLF, a 401(k) you won’t manage, K-1 income, equity compensation?',
  'What does the engagement include (tax planning, insurance review, estate coordination) and what is extra?',
  'How often will we meet, and who will I actually work with?',
  'How will we know whether your advice has been worth the fee?',
];

const RED_FLAGS = [
  'Pressure to decide in the first meeting, or products with a deadline',
  'A recommendation for whole life insurance or an annuity before your emergency fund, debt and retirement basics are covered',
  'Fees quoted only as a percentage, or reluctance to put them in writing',
  'Advice to move a low-cost 401(k) so it can be managed for a fee',
  'Custody of your money by the advisor rather than an independent custodian',
  'Disclosures on IAPD or BrokerCheck that the advisor doesn’t raise first',
];

const COSTS: Array<[string, string, string]> = [
  ['Assets under management', 'Often around 1% a year, usually falling as assets grow', '$5,000 a year on $500,000'],
  ['Flat or retainer fee', 'A set annual or monthly fee, whatever your assets', 'Commonly a few thousand dollars a year'],
  ['Hourly', 'Time spent, for specific questions or a plan review', 'Commonly a few hundred dollars an hour'],
  ['Project', 'A one-off written plan with a defined scope', 'Quoted in advance'],
];

export default function NapfaPage({ route }: PageProps) {
  return (
    <>
      <MarketingHero
        eyebrow="Advisors, vetted like experts"
        title={route.heading}
        lead={
          <p>
            How to find a fee-only financial advisor through NAPFA and similar networks, check their record in public databases, and interview them
            the way you would vet an expert witness.
          </p>
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="https://www.napfa.org/" rel="noopener noreferrer" className={buttonClasses('accent', 'lg')}>
            <SearchIcon aria-hidden="true" className="h-4 w-4" /> NAPFA’s advisor search
          </a>
          <Link to="/blog/choosing-a-fee-only-financial-advisor" className={buttonClasses('onDark', 'lg')}>
            Read the full guide
          </Link>
        </div>
        <p className="mt-5 text-sm text-navy-200">We are not affiliated with NAPFA and receive nothing for any referral.</p>
      </MarketingHero>

      <section className="container-page py-16 sm:py-20" aria-labelledby="fee-only">
        <SectionIntro id="fee-only" eyebrow="First, the vocabulary" title="Fee-only is not the same as fee-based">
          <p>How an advisor is paid tells you what they are rewarded for recommending.</p>
        </SectionIntro>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {[
            [
              'Fee-only',
              'Paid only by clients. No commissions or payments from product providers.',
              'The fewest conflicts. Each fee model still has incentives.',
            ],
            [
              'Fee-based',
              'Charges you a fee and can also earn commissions on products it sells.',
              'The name sounds neutral; the commissions remain.',
            ],
            [
              'Commission',
              'Paid by the companies whose insurance, annuities or funds you buy.',
              'Rewarded for selling, and for selling what pays more.',
            ],
          ].map(([title, how, note], i) => (
            <article
              key={title}
              className={
                i === 0
                  ? 'on-dark rounded-[var(--radius-card)] bg-navy-900 p-6 text-white shadow-[var(--shadow-pop)]'
                  : 'rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]'
              }
            >
              <h3 className={i === 0 ? 'text-2xl font-semibold text-white' : 'text-2xl font-semibold text-navy-900'}>{title}</h3>
              <p className={i === 0 ? 'mt-3 text-navy-100' : 'mt-3 text-ink'}>{how}</p>
              <p className={i === 0 ? 'mt-3 text-sm text-brass-200' : 'mt-3 text-sm text-ink-muted'}>{note}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="border-y border-line bg-paper-2" aria-labelledby="search-steps">
        <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.5fr]">
          <SectionIntro id="search-steps" eyebrow="The search" title="Five steps from a search box to a signed engagement" />
          <ol className="space-y-7">
            {SEARCH_STEPS.map((step, i) => (
              <li key={step.title} className="grid grid-cols-[2.5rem_1fr] gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 font-serif text-lg font-semibold text-brass-300"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-xl font-semibold text-navy-900">{step.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-ink-muted">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="verify">
        <SectionIntro id="verify" eyebrow="Due diligence" title="Check the record before the first meeting" />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <article className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <h3 className="text-lg font-semibold text-navy-900">Form ADV Part 2A and Form CRS</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">
              Every registered advisor must give you its brochure (Form ADV Part 2A), covering services, fees, conflicts and disciplinary history, and
              a short relationship summary (Form CRS). Read the fee and conflicts sections closely.
            </p>
          </article>
          <article className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <h3 className="text-lg font-semibold text-navy-900">SEC Investment Adviser Public Disclosure</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">Registration, the ADV filings and any disclosures for the firm and the individual.</p>
            <p className="mt-3">
              <ExternalLink href="https://adviserinfo.sec.gov/">Search IAPD</ExternalLink>
            </p>
          </article>
          <article className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <h3 className="text-lg font-semibold text-navy-900">FINRA BrokerCheck</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">
              Broker registrations, employment history, customer complaints, arbitrations and regulatory actions.
            </p>
            <p className="mt-3">
              <ExternalLink href="https://brokercheck.finra.org/">Search BrokerCheck</ExternalLink>
            </p>
          </article>
          <article className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <h3 className="text-lg font-semibold text-navy-900">CFP Board verification</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">
              Confirms certification and any public discipline for anyone who uses the CFP® marks.
            </p>
            <p className="mt-3">
              <ExternalLink href="https://www.cfp.net/verify-a-cfp-professional">Verify a CFP professional</ExternalLink>
            </p>
          </article>
        </div>
      </section>

      <section className="border-y border-line bg-paper-2" aria-labelledby="interview">
        <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <SectionIntro id="interview" eyebrow="The interview" title="Eight questions to ask every candidate" />
            <ol className="mt-8 list-decimal space-y-3 pl-6 text-[1.02rem] leading-relaxed text-ink marker:font-semibold marker:text-brass-700">
              {QUESTIONS.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ol>
          </div>
          <div>
            <h2 id="red-flags" className="text-3xl font-semibold text-navy-900 sm:text-[2.1rem] sm:leading-tight">
              Red flags
            </h2>
            <ul className="mt-8 space-y-3" aria-labelledby="red-flags">
              {RED_FLAGS.map((flag) => (
                <li key={flag} className="flex gap-3 rounded-xl border border-[#fecdca] bg-white p-4 text-ink">
                  <CircleAlertIcon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger-700" />
                  {flag}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="costs">
        <SectionIntro id="costs" eyebrow="Costs" title="What fee-only advice costs, in dollars">
          <p>
            Ask for every fee in dollars, and add the expense ratios of the funds you would hold. Typical ranges vary by region and complexity; these
            are common patterns, not quotes.
          </p>
        </SectionIntro>
        <ScrollRegion label="Fee-only pricing models" className="mt-8 rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">Common fee-only pricing models</caption>
            <thead className="bg-paper-2 text-sm text-ink">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Model
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  How it works
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Example
                </th>
              </tr>
            </thead>
            <tbody>
              {COSTS.map(([model, how, example]) => (
                <tr key={model} className="border-t border-line align-top">
                  <th scope="row" className="px-5 py-4 font-semibold text-navy-900">
                    {model}
                  </th>
                  <td className="px-5 py-4 text-ink-muted">{how}</td>
                  <td className="px-5 py-4 text-ink">{example}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p className="mt-6 max-w-3xl leading-relaxed text-ink-muted">
          Beyond NAPFA, networks of hourly and flat-fee planners, such as the Garrett Planning Network and the XY Planning Network, list advisors who
          often work with younger professionals. For the vocabulary, see{' '}
          <Link to="/glossary/fiduciary" className="font-medium text-navy-700 underline underline-offset-4 hover:text-brass-700">
            fiduciary
          </Link>{' '}
          and{' '}
          <Link to="/glossary/fee-only-advisor" className="font-medium text-navy-700 underline underline-offset-4 hover:text-brass-700">
            fee-only advisor
          </Link>{' '}
          in the glossary, or the plain-English summaries on{' '}
          <Link to="/advisortldr" className="font-medium text-navy-700 underline underline-offset-4 hover:text-brass-700">
            AdvisorTLDR
          </Link>
          .
        </p>
        <EducationNote className="mt-12" />
      </section>
    </>
  );
}
