import { CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CtaBand } from '../../features/marketing/components/cta-band.tsx';
import { EducationNote } from '../../features/marketing/components/education-note.tsx';
import { MarketingHero } from '../../features/marketing/components/marketing-hero.tsx';
import { BENEFITS } from '../../features/membership/components/membership-content.ts';
import type { PageProps } from '../pages.ts';

/** /membership-benefits: every benefit in detail, then the way to the plans. */
export default function MembershipBenefitsPage({ route }: PageProps) {
  return (
    <>
      <MarketingHero
        eyebrow="Membership"
        title={route.heading}
        lead="Tools, teaching and a community, all built around how attorneys are actually paid. Here is everything a membership includes."
      />
      <section className="container-page py-16 sm:py-20" aria-label="Benefits">
        <div className="grid gap-6 md:grid-cols-2">
          {BENEFITS.map(({ icon: Icon, title, summary, details }) => (
            <article
              key={title}
              className="rounded-[var(--radius-card)] border border-line bg-white p-7 shadow-[var(--shadow-card)] md:last:odd:col-span-2"
            >
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brass-100 text-brass-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h2 className="mt-5 text-2xl font-semibold text-navy-900">{title}</h2>
              <p className="mt-2 leading-relaxed text-ink-muted">{summary}</p>
              <ul className="mt-5 space-y-2">
                {details.map((d) => (
                  <li key={d} className="flex items-start gap-2.5 text-[0.95rem]">
                    <CheckIcon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success-700" />
                    {d}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <EducationNote className="mt-12" />
      </section>
      <CtaBand
        id="benefits-cta"
        eyebrow="Ready when you are"
        title="Monthly or annual, everything included"
        actions={
          <Link to="/membership#pricing" className={buttonClasses('accent', 'lg')}>
            See the plans
          </Link>
        }
      >
        Cancel any time from your account.
      </CtaBand>
    </>
  );
}
