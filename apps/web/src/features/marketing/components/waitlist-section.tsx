import type { ReactNode } from 'react';

type WaitlistSectionProps = {
  /** The product the waitlist is for, e.g. "Compounding Counsel". */
  product: string;
  /** The newsletter `source` tag the sign-up carries (e.g. "compoundingcounsel"). */
  source: string;
  /** When the product is expected, e.g. "2026". */
  expected: string;
  /** The sign-up form (the newsletter feature's WaitlistForm), composed by the page. */
  form: ReactNode;
};

/** The waitlist band of the "coming soon" pages: the newsletter list with the page's source tag. */
export const WaitlistSection = ({ product, source, expected, form }: WaitlistSectionProps) => (
  <section aria-labelledby="waitlist-title" data-waitlist-source={source} className="container-page py-16 sm:py-20">
    <div className="grid gap-8 rounded-3xl border border-brass-200 bg-brass-50 px-6 py-10 sm:px-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
      <div>
        <p className="eyebrow">Waitlist · expected {expected}</p>
        <h2 id="waitlist-title" className="mt-3 text-3xl font-semibold text-navy-900">
          Hear first when {product} opens
        </h2>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-muted">
          Join the waitlist and you’ll get the launch announcement, early-access dates and founding-member pricing for {product} as soon as they are
          set, along with our monthly brief. We never share your address.
        </p>
      </div>
      <div className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]">{form}</div>
    </div>
  </section>
);
