import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { filterTerms, glossaryQueries } from '../../../features/glossary/api/glossary-api.ts';
import type { PageProps } from '../../pages.ts';

const LETTERS = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

export default function GlossaryIndexPage({ route }: PageProps) {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const { data, isPending, isError } = useQuery(glossaryQueries.all());
  const terms = useMemo(() => filterTerms(data?.terms ?? [], query), [data, query]);
  const groups = useMemo(() => {
    const map = new Map<string, typeof terms>();
    for (const t of terms) map.set(t.letter, [...(map.get(t.letter) ?? []), t]);
    return LETTERS.flatMap((l) => (map.has(l) ? [{ letter: l, terms: map.get(l) ?? [] }] : []));
  }, [terms]);
  const present = new Set(groups.map((g) => g.letter));

  return (
    <>
      <PageHeader
        eyebrow="Reference"
        title={route.heading}
        lead="Plain-English definitions of the personal finance terms attorneys meet, from AGI to vesting, with links to the articles that use them."
      >
        <search className="mt-6 block max-w-xl">
          <label htmlFor="glossary-search" className="sr-only">
            Search the glossary
          </label>
          <Input
            id="glossary-search"
            type="search"
            placeholder="Search terms, e.g. PSLF or vesting"
            value={query}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.target.value) next.set('q', e.target.value);
              else next.delete('q');
              setParams(next, { replace: true });
            }}
          />
        </search>
      </PageHeader>

      <div className="container-page py-10 sm:py-14">
        <nav aria-label="Glossary index A to Z" className="mb-10">
          <ul className="flex flex-wrap gap-1.5">
            {LETTERS.map((l) => (
              <li key={l}>
                {present.has(l) ? (
                  <a
                    href={`#letter-${l === '#' ? 'num' : l}`}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-line bg-white font-semibold text-navy-800 hover:border-navy-300"
                    aria-label={l === '#' ? 'Numbers' : `Letter ${l}`}
                  >
                    {l}
                  </a>
                ) : (
                  <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-[#6b7280]" aria-hidden="true">
                    {l}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {isPending && (
          <div className="flex justify-center py-16">
            <Spinner label="Loading the glossary..." />
          </div>
        )}
        {isError && <Alert tone="danger" title="The glossary could not be loaded. Please refresh the page." />}
        <p className="sr-only" aria-live="polite">
          {data ? `${terms.length} ${terms.length === 1 ? 'term' : 'terms'}` : ''}
        </p>
        {data && terms.length === 0 && (
          <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-14 text-center">
            <h2 className="text-xl font-semibold text-navy-900">No terms match “{query}”</h2>
            <p className="mt-2 text-ink-muted">Try a shorter word or an abbreviation (AGI, PSLF, RSU).</p>
          </div>
        )}
        <div className="space-y-12">
          {groups.map((g) => (
            <section
              key={g.letter}
              id={`letter-${g.letter === '#' ? 'num' : g.letter}`}
              aria-labelledby={`h-letter-${g.letter === '#' ? 'num' : g.letter}`}
              className="scroll-mt-28"
            >
              <h2
                id={`h-letter-${g.letter === '#' ? 'num' : g.letter}`}
                className="border-b border-line pb-2 font-serif text-3xl font-semibold text-brass-700"
              >
                {g.letter === '#' ? '0–9' : g.letter}
              </h2>
              <dl className="mt-4 grid gap-x-10 gap-y-6 md:grid-cols-2">
                {g.terms.map((t) => (
                  <div key={t.slug}>
                    <dt className="text-lg font-semibold">
                      <Link to={`/glossary/${t.slug}`} className="text-navy-800 hover:underline">
                        {t.term}
                      </Link>
                    </dt>
                    <dd className="mt-1 leading-relaxed text-ink-muted">{t.short}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
