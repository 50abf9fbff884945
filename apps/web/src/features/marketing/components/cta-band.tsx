import type { ReactNode } from 'react';

/** A closing call to action in the navy-and-brass card the home page uses for pricing. */
export const CtaBand = ({
  id,
  eyebrow,
  title,
  children,
  actions,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) => (
  <section className="container-page py-16 sm:py-20" aria-labelledby={id}>
    <div className="on-dark grid gap-8 overflow-hidden rounded-3xl bg-navy-900 px-6 py-10 text-white sm:px-12 sm:py-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
      <div>
        {eyebrow && <p className="eyebrow text-brass-300">{eyebrow}</p>}
        <h2 id={id} className="mt-3 text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        {children && <div className="mt-4 max-w-xl text-navy-100">{children}</div>}
      </div>
      <div className="flex flex-wrap gap-3 lg:justify-end">{actions}</div>
    </div>
  </section>
);
