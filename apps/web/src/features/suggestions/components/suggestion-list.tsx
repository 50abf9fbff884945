import { SUGGESTION_CATEGORIES, SUGGESTION_STATUSES, type SuggestionStatus, suggestionCategoryLabel, suggestionStatusLabel } from '@awc/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ThumbsUpIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FetchedList } from '../../../components/ui/fetched-list.tsx';
import { toastError } from '../../../lib/api-client.ts';
import { rowsOf } from '../../../lib/paged-query.ts';
import { toast } from '../../../lib/toast.ts';
import { type Suggestion, setStatus, setVote, suggestionQueries } from '../api/suggestions-api.ts';

const ALL = 'all';
const STATUS_TONE: Record<string, 'neutral' | 'navy' | 'success' | 'danger'> = {
  new: 'neutral',
  planned: 'navy',
  published: 'success',
  declined: 'danger',
};

/** Everyone's suggestions with votes; admins also get a status control on each. */
export const SuggestionList = ({ isAdmin }: { isAdmin: boolean }) => {
  const [status, setStatusFilter] = useState(ALL);
  const [category, setCategory] = useState(ALL);
  const [sort, setSort] = useState<'top' | 'new'>('top');
  const query = suggestionQueries.list(status === ALL ? '' : status, category === ALL ? '' : category, sort);
  const listQuery = useInfiniteQuery(query);
  const { isPending, isError, error } = listQuery;
  const list = rowsOf(listQuery.data, 'suggestions');
  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Status">
          <Select value={status} onValueChange={setStatusFilter} options={[{ value: ALL, label: 'All statuses' }, ...SUGGESTION_STATUSES]} />
        </FormField>
        <FormField label="Category">
          <Select value={category} onValueChange={setCategory} options={[{ value: ALL, label: 'All categories' }, ...SUGGESTION_CATEGORIES]} />
        </FormField>
        <FormField label="Sort by">
          <Select
            value={sort}
            onValueChange={(v) => setSort(v as 'top' | 'new')}
            options={[
              { value: 'top', label: 'Most votes' },
              { value: 'new', label: 'Newest' },
            ]}
          />
        </FormField>
      </div>
      <FetchedList isError={isError} error={error} isPending={isPending} isEmpty={list.length === 0} empty="No suggestions match.">
        {() => (
          <>
            <ul className="space-y-3" aria-label="Suggestions">
              {list.map((s) => (
                <SuggestionItem key={s.id} suggestion={s} isAdmin={isAdmin} />
              ))}
            </ul>
            <LoadMore paging={listQuery} label="Load more suggestions" />
          </>
        )}
      </FetchedList>
    </div>
  );
};

const SuggestionItem = ({ suggestion: s, isAdmin }: { suggestion: Suggestion; isAdmin: boolean }) => {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['suggestions'] });
  return (
    <li className="flex gap-4 rounded-xl border border-line bg-white p-4 shadow-sm" data-testid="suggestion">
      <Button
        variant={s.votedByMe ? 'primary' : 'secondary'}
        className="h-auto flex-col gap-0.5 px-3 py-2"
        aria-pressed={s.votedByMe}
        aria-label={`${s.votedByMe ? 'Remove your vote for' : 'Vote for'} ${s.title}, ${s.voteCount} ${s.voteCount === 1 ? 'vote' : 'votes'}`}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await setVote(s.id, !s.votedByMe);
            await refresh();
          } catch (e) {
            toastError(e);
          } finally {
            setBusy(false);
          }
        }}
      >
        <ThumbsUpIcon aria-hidden="true" className="h-4 w-4" />
        <span className="text-base font-semibold" data-testid="vote-count">
          {s.voteCount}
        </span>
      </Button>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-navy-900">{s.title}</h2>
          <Badge tone={STATUS_TONE[s.status] ?? 'neutral'} data-testid="suggestion-status">
            {suggestionStatusLabel(s.status)}
          </Badge>
          <Badge tone="brass">{suggestionCategoryLabel(s.category)}</Badge>
        </div>
        <p className="mt-1 whitespace-pre-line text-sm text-ink">{s.details}</p>
        <p className="mt-2 text-xs text-ink-muted">
          Proposed by {s.isOwn ? 'you' : s.authorName} on {new Date(s.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
        </p>
      </div>
      {isAdmin && (
        <FormField label="Set status" className="w-40 shrink-0">
          <Select
            value={s.status}
            onValueChange={async (v) => {
              try {
                const r = await setStatus(s.id, v as SuggestionStatus);
                if (r.changed) toast.success(`Status set to ${suggestionStatusLabel(v)}. The proposer was notified.`);
                await refresh();
              } catch (e) {
                toastError(e);
              }
            }}
            options={SUGGESTION_STATUSES}
          />
        </FormField>
      )}
    </li>
  );
};
