import { ArrowRightIcon, GavelIcon, NotebookPenIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CtaBand } from '../../../features/marketing/components/cta-band.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { MarketingHero, SectionIntro } from '../../../features/marketing/components/marketing-hero.tsx';
import type { PageProps } from '../../pages.ts';

const PARALLELS: Array<[string, string]> = [
  [
    'You read cases, not treatises, to learn how rules apply to facts.',
    'We teach money through fact patterns: a real associate, a real bonus, a real loan.',
  ],
  ['A holding is only as good as its facts.', 'A rule of thumb is only as good as the situation it was built for.'],
  ['You argue both sides before you decide.', 'Every case weighs the options against each other, with numbers.'],
  ['Dissents show what would change the outcome.', 'Every conclusion states what would change it: a rate, a job, a law.'],
];

const FORMATS = [
  {
    icon: NotebookPenIcon,
    title: 'The casebook',
    body: 'Short written cases in the member content hub, each with facts, issue, rules, analysis, a conclusion and the dissent. New cases follow the calendar: bonus season, open enrollment, tax season.',
  },
  {
    icon: GavelIcon,
    title: 'Live case workshops',
    body: 'Members work a case together in a live session. Anyone can take the other side. Replays stay in the content hub.',
  },
  {
    icon: UsersIcon,
    title: 'Your own cases',
    body: 'Members bring anonymized fact patterns to the community and to Submit a Topic. The best become casebook entries, with every identifying detail changed.',
  },
];

export default function CaseMethodPage({ route }: PageProps) {
  return (
    <>
      <MarketingHero
        eyebrow="How we teach"
        title={route.heading}
        lead={
          <p>
            Learn personal finance the way you learned law: through cases. Each money decision becomes a fact pattern you can brief, argue and decide,
            with the rules stated, the numbers shown and the counter-argument taken seriously.
          </p>
        }
        aside={
          <article className="rounded-2xl border border-white/15 bg-white p-6 text-ink shadow-2xl sm:p-7">
            <p className="eyebrow">Casebook · Bonus season</p>
            <h2 className="mt-2 font-serif text-2xl font-semibold text-navy-900">In re the Third-Year’s Bonus</h2>
            <dl className="mt-4 space-y-3 text-[0.95rem]">
              <div>
                <dt className="font-semibold text-navy-900">Facts</dt>
                <dd className="text-ink-muted">Salary $260,000; $50,000 bonus withheld at 22%; single; maxing the 401(k).</dd>
              </div>
              <div>
                <dt className="font-semibold text-navy-900">Issue</dt>
                <dd className="text-ink-muted">Is the tax on the bonus covered, and if not, how should the gap be closed?</dd>
              </div>
              <div>
                <dt className="font-semibold text-navy-900">Holding</dt>
                <dd className="text-ink-muted">
                  About $5,400 short federally. Extra W-4 withholding in December cures it, because withholding counts as paid evenly.
                </dd>
              </div>
            </dl>
            <Link
              to="/blog/biglaw-bonuses-withholding-and-taxes"
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-brass-700"
            >
              Read the full analysis <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
            </Link>
          </article>
        }
      />

      <section className="container-page py-16 sm:py-20" aria-labelledby="why-cases">
        <SectionIntro id="why-cases" eyebrow="Why cases" title="You already know how to learn this way">
          <p>
            Generic finance advice hands out rules: save 15%, keep six months, pay off debt first. Lawyers know rules without facts are half the
            answer. The Case Method puts the facts first.
          </p>
        </SectionIntro>
        <div className="mt-10 overflow-hidden rounded-2xl border border-line">
          <div className="grid bg-navy-900 text-sm font-semibold text-white sm:grid-cols-2">
            <p className="px-5 py-3">In law school</p>
            <p className="hidden px-5 py-3 sm:block">In the Collective</p>
          </div>
          <ul className="divide-y divide-line bg-white">
            {PARALLELS.map(([law, money]) => (
              <li key={law} className="grid gap-2 px-5 py-4 sm:grid-cols-2 sm:gap-6">
                <p className="text-ink">{law}</p>
                <p className="text-ink-muted">
                  <span className="sr-only">In the Collective: </span>
                  {money}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="border-y border-line bg-paper-2" aria-labelledby="brief">
        <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.3fr] lg:items-center">
          <SectionIntro id="brief" eyebrow="The structure" title="Every case, briefed the same way">
            <p>Facts, issue, rule, analysis, conclusion: IRAC, plus two additions that matter for money decisions.</p>
          </SectionIntro>
          <ol className="grid gap-3 sm:grid-cols-2">
            {[
              ['Facts', 'Your numbers and constraints, stated plainly.'],
              ['Issue', 'The decision, framed as a question.'],
              ['Rule', 'The law, limits and figures that govern it.'],
              ['Analysis', 'Each option, in dollars and in risk.'],
              ['Conclusion', 'A reasoned choice you can explain.'],
              ['Dissent and review', 'What would change it, and when to look again.'],
            ].map(([term, body], i) => (
              <li key={term} className="rounded-xl border border-line bg-white p-4">
                <p className="font-serif text-lg font-semibold text-navy-900">
                  <span className="mr-2 text-brass-600">{i + 1}.</span>
                  {term}
                </p>
                <p className="mt-1 text-[0.95rem] text-ink-muted">{body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="formats">
        <SectionIntro id="formats" eyebrow="In the membership" title="Three ways members use the Case Method" />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {FORMATS.map(({ icon: Icon, title, body }) => (
            <article key={title} className="border-t-2 border-brass-500 pt-5">
              <Icon aria-hidden="true" className="h-6 w-6 text-navy-700" />
              <h3 className="mt-3 text-xl font-semibold text-navy-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{body}</p>
            </article>
          ))}
        </div>
        <EducationNote className="mt-14" />
      </section>

      <CtaBand
        id="case-cta"
        eyebrow="Try it yourself"
        title="Brief your own decision with the free guide"
        actions={
          <>
            <Link to="/case-method-guide" className={buttonClasses('accent', 'lg')}>
              Open the guide <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
            </Link>
            <Link to="/membership" className={buttonClasses('onDark', 'lg')}>
              Join the Collective
            </Link>
          </>
        }
      >
        <p>The Case Method Guide walks through one decision step by step, with a worksheet you can print.</p>
      </CtaBand>
    </>
  );
}
