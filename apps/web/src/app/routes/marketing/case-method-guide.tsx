import { ArrowRightIcon, PrinterIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollRegion } from '../../../features/marketing/components/scroll-region.tsx';
import type { PageProps } from '../../pages.ts';

type Step = { id: string; name: string; question: string; how: string[]; example: ReactNode };

const STEPS: Step[] = [
  {
    id: 'facts',
    name: 'Facts',
    question: 'What is true about my situation today?',
    how: [
      'Write down the numbers that bear on the decision, from statements, not memory.',
      'Include constraints: job plans, family, how much risk you can tolerate.',
      'Separate facts from assumptions. Label every assumption.',
    ],
    example: (
      <p>
        A second-year associate at a mid-size firm earns $200,000. Federal loans of $150,000 at 7.5%, all made before July 1, 2026, on the 10-year
        Standard plan ($1,780.53 a month). Emergency fund full; 401(k) maxed with the match. After all that, $2,000 a month is free. No plans to work
        in public service.
      </p>
    ),
  },
  {
    id: 'issue',
    name: 'Issue',
    question: 'What exactly am I deciding?',
    how: ['Frame one question, with the options named.', 'If it becomes two questions, brief them separately.', 'Put a time frame on it.'],
    example: <p>Over the next ten years, should the extra $2,000 a month go to the student loans or to a taxable index-fund account?</p>,
  },
  {
    id: 'rule',
    name: 'Rule',
    question: 'Which rules, limits and figures govern the options?',
    how: [
      'State the law and the numbers that apply, with their source and date.',
      'Note which rules you could lose by acting (irreversible choices deserve extra care).',
      'Check the glossary and the tool footers for the 2026 figures.',
    ],
    example: (
      <ul>
        <li>Every dollar of prepayment earns a certain 7.5%, the loan rate. At this income, the student loan interest deduction is phased out.</li>
        <li>Investment returns are uncertain; the analysis assumes 6% a year after tax, for illustration.</li>
        <li>PSLF does not apply: the employer is a private firm.</li>
        <li>Refinancing could lower the rate but would end federal protections for good; prepaying keeps them.</li>
      </ul>
    ),
  },
  {
    id: 'analysis',
    name: 'Analysis',
    question: 'How does each option play out, in dollars and in risk?',
    how: [
      'Run each option over the same period, with the same cash.',
      'Find the break-even: the assumption at which the answer flips.',
      'Weigh what the numbers leave out: flexibility, liquidity, stress.',
    ],
    example: (
      <>
        <ScrollRegion label="The two options compared">
          <table>
            <caption className="sr-only">The two options after ten years</caption>
            <thead>
              <tr>
                <th scope="col">After 10 years</th>
                <th scope="col">Prepay the loans</th>
                <th scope="col">Invest the $2,000</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Loans paid off</th>
                <td>Month 46</td>
                <td>Month 120</td>
              </tr>
              <tr>
                <th scope="row">Total interest paid</th>
                <td>$22,929</td>
                <td>$63,663</td>
              </tr>
              <tr>
                <th scope="row">Portfolio at 6%</th>
                <td>$335,807</td>
                <td>$324,947</td>
              </tr>
              <tr>
                <th scope="row">Portfolio at 8%</th>
                <td>$356,874</td>
                <td>$360,249</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
        <p>
          In the prepay option, once the loans are gone the full $3,780.53 goes into the account. The break-even return is the loan rate, about 7.5%
          after tax: below it, prepaying wins; above it, investing does, with more risk and more liquidity along the way.
        </p>
      </>
    ),
  },
  {
    id: 'conclusion',
    name: 'Conclusion',
    question: 'What do I decide, and why?',
    how: ['State the choice in one or two sentences.', 'Give the reason that carried the most weight.', 'Write down the first action and its date.'],
    example: (
      <p>
        On these facts, a certain 7.5% is hard for an uncertain after-tax return to beat, so this associate prepays the loans, keeps the emergency
        fund intact and starts the taxable account after the loans are gone, in about four years.
      </p>
    ),
  },
  {
    id: 'dissent',
    name: 'Dissent and review',
    question: 'What would change my answer, and when will I look again?',
    how: ['Argue the other side as well as you can.', 'List the facts that would flip the decision.', 'Set a review date or a trigger event.'],
    example: (
      <p>
        The answer flips if the loans were at 4%, if a move to a public-interest job made PSLF realistic, or if job security were shaky and liquidity
        mattered more. Review at the next bonus, or sooner if any of those facts change.
      </p>
    ),
  },
];

export default function CaseMethodGuidePage({ route }: PageProps) {
  return (
    <>
      <PageHeader
        eyebrow="A step-by-step guide"
        title={route.heading}
        lead="How to work through a financial decision as a case: facts, issue, rule, analysis and conclusion, plus the dissent. One worked example, and a worksheet for your own."
      >
        <nav aria-label="Guide steps" className="mt-6">
          <ol className="flex flex-wrap gap-2 text-sm">
            {STEPS.map((step, i) => (
              <li key={step.id}>
                <a
                  href={`#${step.id}`}
                  className="inline-flex items-center gap-1.5 rounded-full border border-line-strong bg-white px-3 py-1.5 text-navy-900 hover:border-navy-300 hover:bg-navy-50"
                >
                  <span className="font-semibold text-brass-700">{i + 1}</span> {step.name}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#worksheet"
                className="inline-flex items-center gap-1.5 rounded-full border border-navy-900 bg-navy-900 px-3 py-1.5 text-white hover:bg-navy-800"
              >
                Worksheet
              </a>
            </li>
          </ol>
        </nav>
      </PageHeader>

      <div className="container-page py-12 sm:py-16">
        <p className="max-w-3xl text-lg leading-relaxed text-ink">
          A good brief makes a decision explainable: to a spouse, to an advisor, or to yourself in five years. Each step below has the question it
          answers, how to do it, and the same worked example carried through: an associate deciding between prepaying student loans and investing.
        </p>

        <ol className="mt-12 space-y-8">
          {STEPS.map((step, i) => (
            <li key={step.id} id={step.id} className="scroll-mt-24">
              <article className="grid overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-card)] lg:grid-cols-[1fr_1.15fr]">
                <div className="p-6 sm:p-8">
                  <p className="eyebrow">Step {i + 1}</p>
                  <h2 className="mt-2 text-3xl font-semibold text-navy-900">{step.name}</h2>
                  <p className="mt-2 font-serif text-xl italic text-ink-muted">{step.question}</p>
                  <ul className="mt-5 list-disc space-y-2 pl-5 leading-relaxed text-ink">
                    {step.how.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                </div>
                <div className="border-t border-line bg-paper-2 p-6 sm:p-8 lg:border-l lg:border-t-0">
                  <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-brass-700">Worked example</h3>
                  <div className="prose-legal mt-3 text-[1rem]">{step.example}</div>
                </div>
              </article>
            </li>
          ))}
        </ol>

        <section
          id="worksheet"
          aria-labelledby="worksheet-title"
          className="mt-16 scroll-mt-24 rounded-2xl border-2 border-dashed border-line-strong bg-white p-6 sm:p-10"
        >
          <div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-start">
            <div>
              <p className="eyebrow">Your turn</p>
              <h2 id="worksheet-title" className="mt-2 text-3xl font-semibold text-navy-900">
                The case worksheet
              </h2>
              <p className="mt-2 max-w-xl text-ink-muted">Print this page, or copy the prompts into your notes. A page per decision is plenty.</p>
            </div>
            <Button variant="secondary" onClick={() => window.print()} data-print-hidden>
              <PrinterIcon aria-hidden="true" className="h-4 w-4" /> Print the guide
            </Button>
          </div>
          <ol className="mt-8 grid gap-5 md:grid-cols-2">
            {STEPS.map((step, i) => (
              <li key={step.id} className="rounded-xl border border-line p-5">
                <p className="font-serif text-lg font-semibold text-navy-900">
                  {i + 1}. {step.name}
                </p>
                <p className="mt-1 text-ink-muted">{step.question}</p>
                <div aria-hidden="true" className="mt-4 space-y-5">
                  <div className="border-b border-line" />
                  <div className="border-b border-line" />
                  <div className="border-b border-line" />
                </div>
              </li>
            ))}
          </ol>
        </section>

        <div className="mt-12 flex flex-wrap gap-3" data-print-hidden>
          <Link to="/tools/debt-investment-calculator" className={buttonClasses('primary')}>
            Run your own numbers <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to="/case-method" className={buttonClasses('secondary')}>
            About the Case Method
          </Link>
        </div>

        <EducationNote className="mt-12" />
      </div>
    </>
  );
}
