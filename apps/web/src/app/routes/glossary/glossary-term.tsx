import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, ExternalLinkIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { RichHtml } from '../../../components/rich-html.tsx';
import { EducationNote } from '../../../features/marketing/components/education-note.tsx';
import { glossaryQueries } from '../../../features/glossary/api/glossary-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { NotFoundPage } from '../not-found.tsx';

export default function GlossaryTermPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending } = useQuery(glossaryQueries.term(slug));
  useEffect(() => {
    if (data) document.title = `${data.term.term}: definition for attorneys | Attorney Wealth Collective`;
  }, [data]);
  if (isPending) return <PageSpinner label="Loading definition..." />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (!data)
    return (
      <div className="container-page py-16">
        <Alert tone="danger" title="This definition could not be loaded. Please refresh the page." />
      </div>
    );
  const { term } = data;
  return (
    <article aria-labelledby="term-title">
      <header className="border-b border-line bg-paper-2">
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <Link to="/glossary" className="inline-flex items-center gap-1 text-sm font-medium text-navy-700 hover:underline">
            <ArrowLeftIcon aria-hidden="true" className="h-4 w-4" /> Glossary
          </Link>
          <p className="eyebrow mt-5">Glossary term</p>
          <h1 id="term-title" className="mt-2 text-3xl font-semibold text-navy-900 sm:text-4xl">
            {term.term}
          </h1>
          {term.aliases.length > 0 && <p className="mt-2 text-sm text-ink-muted">Also called: {term.aliases.join(', ')}</p>}
          <p className="mt-4 text-lg leading-relaxed text-ink">{term.short}</p>
        </div>
      </header>
      <div className="container-page max-w-3xl py-10">
        <RichHtml html={term.html} />
        {term.sources.length > 0 && (
          <section aria-labelledby="sources-title" className="mt-10">
            <h2 id="sources-title" className="text-lg font-semibold text-navy-900">
              Sources
            </h2>
            <ul className="mt-3 space-y-1.5 text-sm">
              {term.sources.map((s) => (
                <li key={s.url}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-navy-700 underline underline-offset-2"
                  >
                    {s.label} <ExternalLinkIcon aria-hidden="true" className="h-3.5 w-3.5" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {term.related.length > 0 && (
          <section aria-labelledby="related-terms" className="mt-10">
            <h2 id="related-terms" className="text-lg font-semibold text-navy-900">
              Related terms
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {term.related.map((r) => (
                <li key={r.slug} className="rounded-xl border border-line bg-white p-4">
                  <Link to={`/glossary/${r.slug}`} className="font-semibold text-navy-800 hover:underline">
                    {r.term}
                  </Link>
                  <p className="mt-1 text-sm leading-relaxed text-ink-muted">{r.short}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="mt-12">
          <EducationNote />
        </div>
      </div>
    </article>
  );
}
