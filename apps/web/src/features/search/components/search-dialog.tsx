import { SEARCH_KIND_LABELS, SEARCH_TEXTS, type SearchResponse, type SearchSegment } from '@awc/domain';
import { LockIcon, SearchIcon, XIcon } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { searchProduct } from '../api/search-api.ts';

/** Matched words in <mark>; the text is React text, so nothing in it is ever HTML. */
const Marked = ({ segments }: { segments: SearchSegment[] }) => (
  <>
    {segments.map((s, i) =>
      s.hit ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed sequence of one answer
        <mark key={i} className="rounded-sm bg-brass-100 px-0.5 text-navy-900">
          {s.text}
        </mark>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <span key={i}>{s.text}</span>
      ),
    )}
  </>
);

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; answer: SearchResponse } | { status: 'error'; message: string };

/** The search dialog: one box over everything the reader may read, results as they type. */
const SearchDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [state, setState] = useState<State>({ status: 'idle' });
  const hintId = useId();
  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    searchProduct(query, controller.signal).then(
      (answer) => setState({ status: 'done', answer }),
      (e) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(e) });
      },
    );
    return () => controller.abort();
  }, [query]);
  const results = state.status === 'done' ? state.answer.results : [];
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px] animate-fade-in" />
        <RadixDialog.Content
          className="fixed left-1/2 top-4 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 flex-col rounded-2xl bg-white shadow-[var(--shadow-pop)] animate-fade-in sm:top-[10vh] sm:max-h-[80vh]"
          aria-describedby={hintId}
        >
          <RadixDialog.Title className="sr-only">{SEARCH_TEXTS.label}</RadixDialog.Title>
          <search className="border-b border-line p-4 pr-14">
            <label className="flex items-center gap-3">
              <SearchIcon aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-muted" />
              <span className="sr-only">{SEARCH_TEXTS.label}</span>
              <input
                type="search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                placeholder={SEARCH_TEXTS.placeholder}
                maxLength={200}
                className="h-10 w-full min-w-0 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
              />
            </label>
            <p id={hintId} className="mt-1 pl-8 text-xs text-ink-muted">
              {SEARCH_TEXTS.hint}
            </p>
          </search>
          <div className="min-h-0 flex-1 overflow-y-auto p-2">
            <p className="sr-only" aria-live="polite">
              {state.status === 'done' ? (results.length === 1 ? '1 result' : `${results.length} results`) : ''}
            </p>
            {state.status === 'loading' ? (
              <div className="p-4">
                <Spinner />
              </div>
            ) : state.status === 'error' ? (
              <Alert tone="danger" role="alert" className="m-2">
                {state.message}
              </Alert>
            ) : state.status === 'done' && results.length === 0 ? (
              <p className="p-4 text-sm text-ink-muted">{SEARCH_TEXTS.empty}</p>
            ) : (
              <ul aria-label="Search results" className="space-y-1">
                {results.map((r) => (
                  <li key={r.url}>
                    <Link
                      to={r.url}
                      onClick={() => onOpenChange(false)}
                      className="block rounded-xl p-3 hover:bg-paper-2 focus-visible:bg-paper-2"
                      data-testid="search-result"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <Badge tone={r.membersOnly ? 'brass' : 'navy'}>
                          {r.membersOnly && <LockIcon aria-hidden="true" className="h-3 w-3" />}
                          {SEARCH_KIND_LABELS[r.kind]}
                          {r.membersOnly && <span className="sr-only">, members only</span>}
                        </Badge>
                        <span className="font-semibold text-navy-900">
                          <Marked segments={r.title} />
                        </span>
                      </span>
                      {r.snippet.length > 0 && (
                        <span className="mt-1 block text-sm text-ink-muted">
                          <Marked segments={r.snippet} />
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <RadixDialog.Close
            className="absolute right-4 top-4 inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-ink-muted hover:bg-navy-50"
            aria-label="Close"
          >
            <XIcon aria-hidden="true" className="h-4 w-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};

export default SearchDialog;
