import { COMMUNITY_MESSAGES, COMMUNITY_SPACES, type ThreadCreateInput, ThreadCreateSchema } from '@awc/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareIcon, PlusIcon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FetchedList } from '../../../components/ui/fetched-list.tsx';
import { rowsOf } from '../../../lib/paged-query.ts';
import { toast } from '../../../lib/toast.ts';
import { applySchemaIssues } from '../../../lib/form-errors.ts';
import { communityQueries, createThread } from '../api/community-api.ts';
import { dateTime, personOf } from './format.ts';
import { MentionTextarea } from './mention-textarea.tsx';
import { showPostError, MarkdownHint } from './post-form.tsx';

const ALL = 'all';

type Props = {
  space: string;
  onSpaceChange: (space: string) => void;
  onOpenThread: (id: string) => void;
  suspended: boolean;
};

/** Topic spaces, the thread list, and the form that starts a thread. */
export const Discussions = ({ space, onSpaceChange, onOpenThread, suspended }: Props) => {
  const [q, setQ] = useState('');
  const [composing, setComposing] = useState(false);
  const search = useDeferredValue(q.trim());
  const threadsQuery = useInfiniteQuery(communityQueries.threads(space, search));
  const { isPending, isError, error } = threadsQuery;
  const threads = rowsOf(threadsQuery.data, 'threads');
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
      <nav aria-label="Topic spaces">
        <h2 className="eyebrow">Spaces</h2>
        <ul className="mt-3 space-y-1">
          {[{ id: '', name: 'All discussions', description: '' }, ...COMMUNITY_SPACES].map((s) => (
            <li key={s.id || ALL}>
              <button
                type="button"
                aria-current={space === s.id ? 'page' : undefined}
                onClick={() => onSpaceChange(s.id)}
                className={`w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm ${space === s.id ? 'bg-navy-900 font-semibold text-white' : 'text-ink hover:bg-navy-50'}`}
              >
                {s.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="threads-heading" className="min-w-0 space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="threads-heading" className="text-2xl font-semibold text-navy-900">
              {COMMUNITY_SPACES.find((s) => s.id === space)?.name ?? 'All discussions'}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {COMMUNITY_SPACES.find((s) => s.id === space)?.description ?? 'Every thread, most recent activity first.'}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <FormField label="Search threads" className="w-64">
              <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
            </FormField>
            {!composing && (
              <Button onClick={() => setComposing(true)} disabled={suspended}>
                <PlusIcon aria-hidden="true" className="h-4 w-4" /> New thread
              </Button>
            )}
          </div>
        </div>
        {composing && (
          <NewThreadForm
            defaultSpace={space}
            onCancel={() => setComposing(false)}
            onCreated={(id) => {
              setComposing(false);
              onOpenThread(id);
            }}
          />
        )}
        <FetchedList
          isError={isError}
          error={error}
          isPending={isPending}
          isEmpty={threads.length === 0}
          empty={search ? 'No threads match your search.' : 'No threads here yet. Start the first one.'}
        >
          {() => (
            <>
              <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white" aria-label="Threads">
                {threads.map((t) => (
                  <li key={t.id}>
                    <button
                      type="button"
                      onClick={() => onOpenThread(t.id)}
                      className="flex w-full cursor-pointer gap-4 p-4 text-left hover:bg-paper-2 focus-visible:bg-paper-2"
                    >
                      <Avatar person={personOf(t.author.name)} src={t.author.avatarUrl} size="md" decorative />
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold text-navy-900">{t.title}</span>
                          {t.hidden && <Badge tone="danger">Hidden</Badge>}
                        </span>
                        <span className="mt-1 block truncate text-sm text-ink-muted">{t.excerpt}</span>
                        <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
                          <Badge tone="navy">{t.spaceName}</Badge>
                          <span>{t.author.name}</span>
                          <span>Last activity {dateTime(t.lastActivityAt)}</span>
                        </span>
                      </span>
                      <span className="flex shrink-0 items-center gap-1 self-center text-sm text-ink-muted">
                        <MessageSquareIcon aria-hidden="true" className="h-4 w-4" />
                        {t.replyCount}
                        <span className="sr-only">{t.replyCount === 1 ? 'reply' : 'replies'}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <LoadMore paging={threadsQuery} label="Load more threads" />
            </>
          )}
        </FetchedList>
      </section>
    </div>
  );
};

const NewThreadForm = ({ defaultSpace, onCancel, onCreated }: { defaultSpace: string; onCancel: () => void; onCreated: (id: string) => void }) => {
  const queryClient = useQueryClient();
  const form = useForm<ThreadCreateInput>({ defaultValues: { spaceId: (defaultSpace || '') as ThreadCreateInput['spaceId'], title: '', body: '' } });
  const { register, handleSubmit, formState, setValue, watch, setError } = form;
  // Errors set by the schema check below are cleared first, or react-hook-form would refuse to submit again.
  const submit = handleSubmit(async (values) => {
    const input = applySchemaIssues(ThreadCreateSchema, values, setError);
    if (!input) return;
    try {
      const { id } = await createThread(input);
      toast.success(COMMUNITY_MESSAGES.threadCreated);
      await queryClient.invalidateQueries({ queryKey: ['community', 'threads'] });
      onCreated(id);
    } catch (e) {
      showPostError(e, (field, message) => setError(field as keyof ThreadCreateInput, { message }));
    }
  });
  const onSubmit = (event: React.FormEvent) => {
    form.clearErrors();
    return submit(event);
  };
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle as="h3">Start a thread</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField label="Topic space" error={formState.errors.spaceId?.message} className="sm:max-w-xs">
            <Select
              value={watch('spaceId')}
              onValueChange={(v) => {
                setValue('spaceId', v as ThreadCreateInput['spaceId'], { shouldDirty: true });
                form.clearErrors('spaceId');
              }}
              placeholder="Choose a space"
              options={COMMUNITY_SPACES.map((s) => ({ value: s.id, label: s.name }))}
            />
          </FormField>
          <FormField label="Title" error={formState.errors.title?.message}>
            <Input maxLength={150} {...register('title')} />
          </FormField>
          <FormField label="Message" error={formState.errors.body?.message} description={<MarkdownHint />}>
            <MentionTextarea rows={6} registration={register('body')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Post thread
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
};
