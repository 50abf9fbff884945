import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CtaBand } from '../../../features/marketing/components/cta-band.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { MarketingHero, SectionIntro } from '../../../features/marketing/components/marketing-hero.tsx';
import { ScrollRegion } from '../../../features/marketing/components/scroll-region.tsx';
import type { PageProps } from '../../pages.ts';

type AdvisorType = { name: string; tldr: string; paid: string; goodFor: string; ask: string; fiduciary: 'Yes' | 'Sometimes' | 'Usually not' };

const TYPES: AdvisorType[] = [
  {
    name: 'Fee-only financial planner',
    tldr: 'Builds a plan across cash flow, loans, taxes, insurance and investing.',
    paid: 'Flat, retainer, hourly or a percentage of assets; never commissions.',
    goodFor: 'Attorneys who want a full plan, including student loans and benefits.',
    ask: 'Which of my accounts will you advise on, and what is the fee in dollars?',
    fiduciary: 'Yes',
  },
  {
    name: 'Wealth manager (assets under management)',
    tldr: 'Manages a portfolio for you, often with planning included.',
    paid: 'A percentage of assets managed, commonly around 1% a year.',
    goodFor: 'Larger portfolios, partners, and people who want to delegate.',
    ask: 'What do I get for the fee that an index fund and an hourly plan would not give me?',
    fiduciary: 'Yes',
  },
  {
    name: 'Hourly or project planner',
    tldr: 'Answers specific questions or writes a one-off plan you carry out.',
    paid: 'By the hour or a fixed project fee.',
    goodFor: 'Associates with simple investments and one big decision, like PSLF or a home.',
    ask: 'What will the deliverable be, and how many hours do you expect?',
    fiduciary: 'Yes',
  },
  {
    name: 'Robo-advisor',
    tldr: 'Software that builds and rebalances an index portfolio automatically.',
    paid: 'A small percentage of assets, plus fund expenses.',
    goodFor: 'Hands-off investing of a taxable account at low cost.',
    ask: 'What exactly is automated, and is any human advice included?',
    fiduciary: 'Yes',
  },
  {
    name: 'Broker (registered representative)',
    tldr: 'Sells securities and may give advice incidental to the sale.',
    paid: 'Commissions and other product-related payments.',
    goodFor: 'Executing a specific transaction you have already decided on.',
    ask: 'Are you acting as a broker or an advisor on this recommendation?',
    fiduciary: 'Usually not',
  },
  {
    name: 'Insurance agent',
    tldr: 'Sells life, disability and other insurance for one or several insurers.',
    paid: 'Commissions from insurers, often largest on permanent life insurance.',
    goodFor: 'Buying term life or own-occupation disability once you know what you need.',
    ask: 'How are you paid on this policy, and how does it compare with term coverage?',
    fiduciary: 'Usually not',
  },
  {
    name: 'CPA or enrolled agent',
    tldr: 'Prepares returns and advises on tax; some CPAs also plan (CPA/PFS).',
    paid: 'Hourly or per return.',
    goodFor: 'K-1s, multistate returns, equity compensation and side practices.',
    ask: 'Do you work with partners in law firms, and do you do planning as well as preparation?',
    fiduciary: 'Sometimes',
  },
];

const TLDR = [
  'Ask how they are paid before anything else, and get it in dollars.',
  'Fee-only means paid only by you. Fee-based does not.',
  'Ask whether they are a fiduciary at all times, for all accounts, in writing.',
  'Check the record on IAPD and BrokerCheck before the first meeting.',
  'Your money should sit with an independent custodian, in your name.',
  'A good advisor talks about your loans, insurance and savings rate before products.',
];

const FEE_DRAG: Array<[string, string, string]> = [
  ['No advisory fee', '6.00%', '$1,603,568'],
  ['0.25% (typical robo-advisor)', '5.75%', '$1,529,599'],
  ['1.00% (typical AUM fee)', '5.00%', '$1,326,649'],
];

const fiduciaryTone = {
  Yes: 'bg-success-50 text-success-700',
  Sometimes: 'bg-warning-50 text-warning-700',
  'Usually not': 'bg-danger-50 text-danger-700',
};

export default function AdvisorTldrPage({ route }: PageProps) {
  return (
    <>
      <MarketingHero
        eyebrow="Plain-English summaries"
        title={route.heading}
        lead={
          <p>
            Who’s who in financial advice, how each is paid and what to ask, one card each. Too long; didn’t read? Start with the six-line version
            below.
          </p>
        }
        aside={
          <div className="rounded-2xl border border-white/15 bg-white/5 p-6 sm:p-7">
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-brass-300">The six-line version</h2>
            <ol className="mt-4 list-decimal space-y-2.5 pl-5 text-navy-50 marker:text-brass-300">
              {TLDR.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </div>
        }
      />

      <section className="container-page py-16 sm:py-20" aria-labelledby="types">
        <SectionIntro id="types" eyebrow="The cards" title="Seven kinds of advisor, summarized">
          <p>
            Titles such as “financial advisor” and “wealth manager” are not protected terms. What matters is the registration, the duty and the pay.
            “Fiduciary” below describes the usual position for the role; confirm it for the person in front of you.
          </p>
        </SectionIntro>
        <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {TYPES.map((type) => (
            <article key={type.name} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
              <div className="border-b border-line px-6 pb-4 pt-6">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-xl font-semibold text-navy-900">{type.name}</h3>
                </div>
                <p className="mt-2 text-ink">{type.tldr}</p>
              </div>
              <dl className="grid flex-1 gap-3 px-6 py-5 text-[0.95rem]">
                <div>
                  <dt className="font-semibold text-navy-900">Paid by</dt>
                  <dd className="text-ink-muted">{type.paid}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-navy-900">Good for</dt>
                  <dd className="text-ink-muted">{type.goodFor}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-navy-900">Ask</dt>
                  <dd className="italic text-ink-muted">“{type.ask}”</dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt className="font-semibold text-navy-900">Fiduciary</dt>
                  <dd>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${fiduciaryTone[type.fiduciary]}`}>{type.fiduciary}</span>
                  </dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
      </section>

      <section className="border-y border-line bg-paper-2" aria-labelledby="fee-drag">
        <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <SectionIntro id="fee-drag" eyebrow="Why fees matter" title="A percentage that compounds">
            <p>
              $500,000 invested for 20 years at an illustrative 6% a year before fees. The difference between no fee and a 1% fee is about $277,000,
              money that could have stayed with you. Fees can be worth paying; they should never be invisible.
            </p>
          </SectionIntro>
          <ScrollRegion label="Fee comparison" className="rounded-2xl border border-line bg-white">
            <table className="w-full min-w-[30rem] text-left">
              <caption className="sr-only">Value of $500,000 after 20 years at different advisory fees</caption>
              <thead className="bg-navy-900 text-sm text-white">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Fee
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Net return
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-semibold">
                    After 20 years
                  </th>
                </tr>
              </thead>
              <tbody>
                {FEE_DRAG.map(([fee, net, value]) => (
                  <tr key={fee} className="border-t border-line">
                    <th scope="row" className="px-5 py-4 font-medium text-ink">
                      {fee}
                    </th>
                    <td className="px-5 py-4 text-ink-muted">{net}</td>
                    <td className="px-5 py-4 text-right font-serif text-lg font-semibold text-navy-900">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="border-t border-line px-5 py-3 text-xs text-ink-muted">
              Illustration only: constant returns, no taxes or fund expenses. Not a forecast.
            </p>
          </ScrollRegion>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="do-you-need">
        <SectionIntro id="do-you-need" eyebrow="Before you hire anyone" title="Do you need an advisor yet?" />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <h3 className="text-xl font-semibold text-navy-900">Often manageable on your own</h3>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-muted">
              <li>Capturing the match and choosing 401(k) funds</li>
              <li>Building an emergency fund</li>
              <li>A yearly backdoor Roth</li>
              <li>Choosing between RAP, IBR and PSLF with good tools</li>
            </ul>
          </div>
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <h3 className="text-xl font-semibold text-navy-900">Where advice often earns its fee</h3>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-muted">
              <li>Making partner: K-1s, estimates, capital and cash balance plans</li>
              <li>Concentrated equity compensation</li>
              <li>Owning a practice or a second business</li>
              <li>An inheritance, a divorce, or a family that depends on your decisions</li>
            </ul>
          </div>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/napfa" className={buttonClasses('primary')}>
            How to find and vet a fee-only advisor <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to="/blog/choosing-a-fee-only-financial-advisor" className={buttonClasses('secondary')}>
            Read the long version
          </Link>
        </div>
        <EducationNote className="mt-12" />
      </section>

      <CtaBand
        id="tldr-cta"
        eyebrow="Do the groundwork first"
        title="Arrive at the first meeting knowing your numbers"
        actions={
          <Link to="/tools" className={buttonClasses('accent', 'lg')}>
            Use the free tools <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
          </Link>
        }
      >
        <p>
          A clear picture of your loans, savings and cash flow makes any advisor more useful, and makes it easier to tell a good one from a
          salesperson.
        </p>
      </CtaBand>
    </>
  );
}
