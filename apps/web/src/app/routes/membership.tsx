import { ArrowRightIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EducationNote } from '../../features/marketing/components/education-note.tsx';
import { MarketingHero, SectionIntro } from '../../features/marketing/components/marketing-hero.tsx';
import { BENEFITS } from '../../features/membership/components/membership-content.ts';
import { AudienceActions, CHECKOUT_PATH } from '../../features/membership/components/audience-actions.tsx';
import { PlanCards } from '../../features/membership/components/plan-cards.tsx';
import { PlanFaq } from '../../features/membership/components/plan-faq.tsx';
import type { PageProps } from '../pages.ts';

/** /membership: what members get (#benefits), the plans (#pricing) and the plan FAQ. */
export default function MembershipPage({ route }: PageProps) {
  const { hash } = useLocation();
  useEffect(() => {
    // The layout scrolls to the top on every navigation; footer links ask for a section.
    if (!hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (el) requestAnimationFrame(() => el.scrollIntoView({ block: 'start' }));
  }, [hash]);
  return (
    <>
      <MarketingHero
        eyebrow="Join the Collective"
        title={route.heading}
        lead="Financial education built for attorneys: member tools, a content hub, live sessions and a private community. One membership, everything included."
      >
        <AudienceActions
          className="mt-8 flex flex-wrap gap-3"
          render={(audience) =>
            audience === 'member' ? (
              <>
                <Link to="/dashboard" className={buttonClasses('accent', 'lg')}>
                  Go to your dashboard
                </Link>
                <Link to="/account?tab=billing" className={buttonClasses('onDark', 'lg')}>
                  Manage your membership
                </Link>
              </>
            ) : audience === 'signed-in' ? (
              <>
                <Link to={CHECKOUT_PATH} className={buttonClasses('accent', 'lg')}>
                  Complete your membership
                </Link>
                <a href="#pricing" className={buttonClasses('onDark', 'lg')}>
                  See the plans
                </a>
              </>
            ) : (
              <>
                <a href="#pricing" className={buttonClasses('accent', 'lg')}>
                  See the plans
                </a>
                <Link to="/membership-benefits" className={buttonClasses('onDark', 'lg')}>
                  All benefits
                </Link>
              </>
            )
          }
        />
      </MarketingHero>

      <section id="benefits" className="container-page scroll-mt-24 py-16 sm:py-20" aria-labelledby="benefits-title">
        <SectionIntro id="benefits-title" eyebrow="Benefits" title="What members get">
          Everything is written and built for attorneys, from the first bar-admission year to partnership.
        </SectionIntro>
        <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, summary }) => (
            <li key={title} className="flex gap-4">
              <span className="mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-brass-300">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div>
                <h3 className="font-sans text-base font-semibold text-navy-900">{title}</h3>
                <p className="mt-1.5 text-[0.95rem] leading-relaxed text-ink-muted">{summary}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link to="/membership-benefits" className={buttonClasses('link', 'md', 'mt-8 text-base')}>
          Every benefit in detail <ArrowRightIcon aria-hidden="true" className="ml-1 h-4 w-4" />
        </Link>
      </section>

      <section id="pricing" className="scroll-mt-24 border-y border-line bg-paper-2" aria-labelledby="pricing-title">
        <div className="container-page py-16 sm:py-20">
          <SectionIntro id="pricing-title" eyebrow="Pricing" title="Choose your plan">
            Both plans include everything. Pay monthly, or yearly and save.
          </SectionIntro>
          {/* The two plans share the whole row, at every width (no empty third column). */}
          <div className="mt-10" data-testid="plan-row">
            <PlanCards />
          </div>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20" aria-labelledby="plan-faq-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionIntro id="plan-faq-title" eyebrow="Questions" title="Plans and billing">
            More answers on the{' '}
            <Link to="/faq" className="font-semibold text-navy-700 underline underline-offset-4">
              FAQ page
            </Link>
            .
          </SectionIntro>
          <PlanFaq />
        </div>
        <EducationNote className="mt-14" />
      </section>
    </>
  );
}
