import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

type MarketingHeroProps = {
  eyebrow: ReactNode;
  /** The page's one <h1>; it must equal the route table's heading. */
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
  /** Optional right-hand column on large screens (an illustration, a summary card). */
  aside?: ReactNode;
  className?: string;
};

/** The navy band that opens a marketing page, echoing the home page hero at a smaller scale. */
export const MarketingHero = ({ eyebrow, title, lead, children, aside, className }: MarketingHeroProps) => (
  <section className={cn('on-dark relative overflow-hidden bg-navy-900 text-white', className)} aria-labelledby="page-title">
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_26rem_at_90%_-20%,rgb(176_141_87/0.22),transparent),radial-gradient(36rem_20rem_at_-10%_120%,rgb(61_95_149/0.35),transparent)]"
    />
    <div
      className={cn('container-page relative grid gap-10 py-14 sm:py-18 lg:py-20', aside ? 'lg:grid-cols-[1.25fr_1fr] lg:items-center' : undefined)}
    >
      <div>
        <p className="eyebrow text-brass-300">{eyebrow}</p>
        <h1 id="page-title" className="mt-4 max-w-3xl text-4xl font-semibold leading-[1.1] sm:text-5xl">
          {title}
        </h1>
        <div className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{lead}</div>
        {children}
      </div>
      {aside}
    </div>
  </section>
);

/** A section title block used across the marketing pages. */
export const SectionIntro = ({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: ReactNode; children?: ReactNode }) => (
  <div className="max-w-2xl">
    {eyebrow && <p className="eyebrow">{eyebrow}</p>}
    <h2 id={id} className="mt-3 text-3xl font-semibold text-navy-900 sm:text-[2.1rem] sm:leading-tight">
      {title}
    </h2>
    {children && <div className="mt-4 text-lg leading-relaxed text-ink-muted">{children}</div>}
  </div>
);
