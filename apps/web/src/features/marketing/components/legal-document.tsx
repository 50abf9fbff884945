import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  eyebrow: string;
  /** The page's one <h1> (the route table's heading). */
  title: string;
  lead: ReactNode;
  /** Shown as "Last updated"; an ISO date so the page and tests agree. */
  updated: string;
  /** A plain-language summary shown above the full text. */
  summary?: ReactNode;
  sections: LegalSection[];
};

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * A long legal text: numbered sections with anchors, a contents list (a sticky sidebar on wide
 * screens, a list at the top on narrow ones) and the prose-legal typography.
 */
export const LegalDocument = ({ eyebrow, title, lead, updated, summary, sections }: LegalDocumentProps) => (
  <>
    <PageHeader eyebrow={eyebrow} title={title} lead={lead}>
      <p className="mt-5 text-sm text-ink-muted">
        Last updated <time dateTime={updated}>{formatDate(updated)}</time>
      </p>
    </PageHeader>
    <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 lg:py-16">
      <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-brass-700">Contents</h2>
        <ol className="mt-3 grid gap-1.5 border-l-2 border-line pl-4 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {sections.map((section, i) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-ink-muted hover:text-navy-900 hover:underline hover:underline-offset-4">
                {i + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        {summary && (
          <aside aria-label="Summary" className="mb-10 rounded-2xl border border-brass-200 bg-brass-50 p-6">
            <h2 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-brass-800">In plain English</h2>
            <div className="mt-3 space-y-2 text-[0.98rem] leading-relaxed text-ink">{summary}</div>
          </aside>
        )}
        <div className="prose-legal">
          {sections.map((section, i) => (
            <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24 [&>*+*]:mt-[1.1em] first:[&>h2]:mt-0">
              <h2 id={section.id}>
                {i + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </article>
    </div>
  </>
);
