import { PRODUCT_NAME } from '@awc/domain';
import {
  ArrowRightIcon,
  BookOpenCheckIcon,
  CalendarCheckIcon,
  HandCoinsIcon,
  LockKeyholeIcon,
  MessageSquareQuoteIcon,
  ScaleIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CtaBand } from '../../../features/marketing/components/cta-band.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { MarketingHero, SectionIntro } from '../../../features/marketing/components/marketing-hero.tsx';
import type { PageProps } from '../../pages.ts';

const PRINCIPLES = [
  {
    icon: ScaleIcon,
    title: 'Education, never sales',
    body: 'We sell no financial products and accept no commissions, referral fees or sponsorships from financial companies. Membership fees are our only revenue, so the only thing we are paid to do is teach well.',
  },
  {
    icon: BookOpenCheckIcon,
    title: 'Sourced, dated and corrected',
    body: 'Every figure comes from a primary source where one exists, every article and tool shows the date its figures were checked, and we label what we could not confirm. When we get something wrong, we fix it and say so.',
  },
  {
    icon: LockKeyholeIcon,
    title: 'Private by design',
    body: 'The calculators run in your browser. Your numbers reach us only if you choose to save a scenario. We don’t sell data, show ads or use tracking cookies.',
  },
  {
    icon: MessageSquareQuoteIcon,
    title: 'Written for lawyers',
    body: 'Lockstep pay and bonus seasons, PSLF and government service, partnership agreements and K-1s, own-occupation disability, malpractice tails. We start from how attorneys are actually paid.',
  },
];

const DO_DONT: Array<[string, string]> = [
  ['Explain the rules, the trade-offs and the numbers behind a decision', 'Tell you what to do with your money'],
  ['Build tools that show how your own figures play out under 2026 law', 'Manage investments, sell insurance or arrange loans'],
  ['Teach you how to find and vet a fee-only advisor', 'Refer you to an advisor for a fee'],
  ['Host live sessions and a moderated community of attorneys', 'Give individual tax, legal or investment advice'],
];

const FIRST_QUESTIONS = [
  { text: 'Why did my bonus leave me owing tax in April?', to: '/blog/biglaw-bonuses-withholding-and-taxes' },
  { text: 'After the 2025 law, is RAP or IBR the cheaper road to PSLF?', to: '/blog/student-loans-and-pslf-after-the-2025-law' },
  { text: 'How do I find an advisor who isn’t selling me something?', to: '/napfa' },
];

const STAGES = [
  { label: 'Law student and new graduate', body: 'Bar-year budgets, loan choices under the 2025 law, and the first benefits enrollment.' },
  { label: 'Associate', body: 'Bonus withholding, the backdoor Roth, the first emergency fund and the rent-or-buy question.' },
  { label: 'Public service', body: 'PSLF as a ten-year project, RAP or IBR, LRAPs, pensions and the 457(b).' },
  { label: 'Counsel, in-house and lateral', body: 'Comparing offers, equity compensation, and the money left behind when you move.' },
  { label: 'Partner and owner', body: 'K-1 income, quarterly estimates, capital accounts, cash balance plans and practice insurance.' },
];

export default function AboutPage({ route }: PageProps) {
  return (
    <>
      <MarketingHero
        eyebrow={`About ${PRODUCT_NAME}`}
        title={route.heading}
        lead={
          <p>
            We teach the money side of a legal career. Lawyers spend years learning to read statutes, weigh risk and argue both sides. We apply the
            same discipline to student loans, compensation, taxes, insurance and investing, and we never sell you anything along the way.
          </p>
        }
        aside={
          <div className="rounded-2xl border border-white/15 bg-white/5 p-6 sm:p-7">
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-brass-300">Questions we hear first</h2>
            <ul className="mt-4 divide-y divide-white/10">
              {FIRST_QUESTIONS.map((q) => (
                <li key={q.to}>
                  <Link to={q.to} className="group flex items-start justify-between gap-4 py-3.5 text-white hover:text-brass-200">
                    <span className="font-serif text-lg leading-snug">{q.text}</span>
                    <ArrowRightIcon aria-hidden="true" className="mt-1.5 h-4 w-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        }
      />

      <section className="container-page py-16 sm:py-20" aria-labelledby="why">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <SectionIntro id="why" eyebrow="Why we exist" title="A profession with high incomes and little financial training">
            <p>
              Attorneys earn more than most professionals, and carry more debt than most. Law school teaches neither how a partnership draw is taxed
              nor how the 2025 student loan law changed repayment. Firms rarely fill the gap, and the people most eager to fill it are often selling
              something.
            </p>
          </SectionIntro>
          <div className="space-y-5 text-lg leading-relaxed text-ink">
            <p>
              The Collective exists to be the resource we wanted ourselves: plain-English explanations written for lawyers, tools that use the real
              2026 figures, and a community of colleagues who compare notes honestly.
            </p>
            <p>
              We think of personal finance the way lawyers think of a case. Get the facts right. Find the rule that applies. Analyze both sides. Reach
              a reasoned conclusion, and know what would change it. That is the{' '}
              <Link to="/case-method" className="font-medium text-navy-700 underline underline-offset-4 hover:text-brass-700">
                Case Method
              </Link>
              , and it runs through everything we publish.
            </p>
          </div>
        </div>
      </section>

      <section className="border-y border-line bg-paper-2" aria-labelledby="principles">
        <div className="container-page py-16 sm:py-20">
          <SectionIntro id="principles" eyebrow="Our principles" title="The standards we hold ourselves to" />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {PRINCIPLES.map(({ icon: Icon, title, body }) => (
              <article key={title} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-7">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-navy-900 text-brass-300">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-navy-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{body}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="what-we-do">
        <SectionIntro id="what-we-do" eyebrow="Scope" title="What we do, and what we deliberately don’t">
          <p>Clear lines protect you. They also keep us honest about what a membership can and cannot do.</p>
        </SectionIntro>
        <div className="mt-10 overflow-hidden rounded-2xl border border-line bg-white">
          <table className="w-full text-left text-[0.98rem]">
            <caption className="sr-only">What the Collective does and does not do</caption>
            <thead className="bg-navy-900 text-white">
              <tr>
                <th scope="col" className="px-5 py-3.5 font-semibold">
                  We do
                </th>
                <th scope="col" className="px-5 py-3.5 font-semibold">
                  We don’t
                </th>
              </tr>
            </thead>
            <tbody>
              {DO_DONT.map(([yes, no]) => (
                <tr key={yes} className="border-t border-line align-top">
                  <td className="px-5 py-4 text-ink">{yes}</td>
                  <td className="px-5 py-4 text-ink-muted">{no}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="border-t border-line bg-paper-2" aria-labelledby="who">
        <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.3fr]">
          <SectionIntro id="who" eyebrow="Who it’s for" title="Every stage of a legal career">
            <p>From the bar-exam year to the equity partnership, and every path in between.</p>
          </SectionIntro>
          <ol className="relative space-y-6 border-l-2 border-brass-300 pl-7">
            {STAGES.map((stage) => (
              <li key={stage.label} className="relative">
                <span aria-hidden="true" className="absolute -left-[2.3rem] top-1.5 h-3.5 w-3.5 rounded-full border-2 border-brass-500 bg-paper" />
                <h3 className="font-sans text-base font-semibold text-navy-900">{stage.label}</h3>
                <p className="mt-1 leading-relaxed text-ink-muted">{stage.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="how-funded">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-1">
            <SectionIntro id="how-funded" eyebrow="Independence" title="How we are funded" />
          </div>
          <div className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
            <div className="border-t-2 border-brass-500 pt-5">
              <HandCoinsIcon aria-hidden="true" className="h-6 w-6 text-navy-700" />
              <h3 className="mt-3 text-xl font-semibold text-navy-900">Members, and only members</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">
                Monthly and annual memberships pay for everything we do. The public tools, the blog and the glossary stay free because members fund
                them.
              </p>
            </div>
            <div className="border-t-2 border-brass-500 pt-5">
              <CalendarCheckIcon aria-hidden="true" className="h-6 w-6 text-navy-700" />
              <h3 className="mt-3 text-xl font-semibold text-navy-900">Firms, on the same terms</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">
                Firms can sponsor memberships for their attorneys through the{' '}
                <Link to="/firm-pilot-program" className="font-medium text-navy-700 underline underline-offset-4 hover:text-brass-700">
                  Firm Pilot Program
                </Link>
                . They see aggregate participation, never an individual’s data.
              </p>
            </div>
          </div>
        </div>
        <EducationNote className="mt-14" />
      </section>

      <CtaBand
        id="about-cta"
        eyebrow="Start where you are"
        title="Try a free tool, read the blog, or join the Collective"
        actions={
          <>
            <Link to="/membership" className={buttonClasses('accent', 'lg')}>
              Explore membership <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
            </Link>
            <Link to="/tools" className={buttonClasses('onDark', 'lg')}>
              See the tools
            </Link>
          </>
        }
      >
        <p>The public tools need no account. Membership adds the member tools, the content hub, live sessions and the community.</p>
      </CtaBand>
    </>
  );
}
