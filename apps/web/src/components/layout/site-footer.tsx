import { EDUCATION_NOTICE, PRODUCT_NAME } from '@awc/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo.tsx';
import { FOOTER_COLUMNS } from './nav-items.ts';

export const SiteFooter = ({ newsletter }: { newsletter?: ReactNode }) => (
  <footer data-site-footer className="on-dark mt-auto bg-navy-950 text-navy-100">
    <div className="container-page grid grid-cols-1 gap-12 py-14 lg:grid-cols-[1.1fr_2fr]">
      <div className="max-w-sm">
        <Logo tone="light" />
        <p className="mt-5 text-sm leading-relaxed text-navy-200">
          Financial education built around how attorneys are paid: salaries and bonuses, student loans, partnership and K-1 income.
        </p>
        {newsletter && (
          <div id="newsletter" className="mt-8 scroll-mt-24">
            {newsletter}
          </div>
        )}
      </div>
      <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-brass-300">{column.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-navy-100 transition-colors hover:text-white hover:underline hover:underline-offset-4">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
    <div className="border-t border-white/10">
      <div className="container-page flex flex-col gap-3 py-6 text-xs leading-relaxed text-navy-200 md:flex-row md:items-start md:justify-between">
        <p className="max-w-3xl">{EDUCATION_NOTICE}</p>
        <p className="shrink-0">
          {/* Prerendered pages carry their build's year until they hydrate in a new one. */}©{' '}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}
        </p>
      </div>
    </div>
  </footer>
);
