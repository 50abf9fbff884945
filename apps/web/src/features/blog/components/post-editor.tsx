import { type AdminBlogPost, type BlogPostInput, BlogPostInputSchema, type FieldErrors, slugify, toFieldErrors } from '@awc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClockIcon, EyeOffIcon, ImageUpIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { blogQueries, createPost, deletePost, previewMarkdown, setPostStatus, updatePost, uploadCover } from '../api/blog-api.ts';

type Draft = {
  title: string;
  slug: string;
  excerpt: string;
  tags: string;
  body: string;
  visibility: 'public' | 'members';
  author: string;
  coverUrl: string | null;
  coverAlt: string;
};

const fromPost = (p: AdminBlogPost | null): Draft => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  excerpt: p?.excerpt ?? '',
  tags: p?.tags.join(', ') ?? '',
  body: p?.body ?? '',
  visibility: p?.visibility ?? 'public',
  author: p?.author ?? 'AWC Editorial Team',
  coverUrl: p?.coverUrl ?? null,
  coverAlt: p?.coverAlt ?? '',
});

const toInput = (d: Draft): BlogPostInput => ({
  title: d.title,
  slug: d.slug,
  excerpt: d.excerpt,
  tags: d.tags
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter(Boolean),
  body: d.body,
  visibility: d.visibility,
  author: d.author,
  coverUrl: d.coverUrl,
  coverAlt: d.coverAlt.trim() || null,
});

/** datetime-local value for a Date, in the browser's time zone. */
const localInputValue = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export const STATUS_LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
export const STATUS_TONE = { draft: 'neutral', scheduled: 'warning', published: 'success' } as const;

/** Create or edit one post: fields, Markdown with a live preview rendered by the server's sanitizer, and the publication controls. */
export const PostEditor = ({
  post,
  onSaved,
  onDeleted,
}: {
  post: AdminBlogPost | null;
  onSaved: (post: AdminBlogPost) => void;
  onDeleted: () => void;
}) => {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => fromPost(post));
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState('');
  const [scheduleAt, setScheduleAt] = useState(() => localInputValue(new Date(Date.now() + 24 * 3_600_000)));
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const saved = useRef(JSON.stringify(fromPost(post)));
  const dirty = JSON.stringify(draft) !== saved.current;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (!draft.body.trim()) return setPreview('');
      previewMarkdown(draft.body, controller.signal)
        .then((r) => setPreview(r.html))
        .catch(() => {});
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draft.body]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // The server's answer goes into the post's cache entry first, so the editor shows it even when a
  // read started before the change lands after it (the editor of a new post is replaced by the
  // post's own editor while its first save and its publication are still in flight).
  const refresh = async (answer?: AdminBlogPost) => {
    if (answer) {
      const { queryKey } = blogQueries.adminPost(answer.id);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, { post: answer });
    }
    await queryClient.invalidateQueries({ queryKey: ['admin', 'blog'], predicate: (q) => !answer || q.queryKey[2] !== answer.id });
  };

  /** Saves the fields; returns the saved post, or null when something needs fixing. */
  const save = async (quiet = false): Promise<AdminBlogPost | null> => {
    const input = toInput(draft);
    const parsed = BlogPostInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      toast.error('Some fields need attention.');
      return null;
    }
    setErrors({});
    try {
      const result = post ? await updatePost(post.id, input) : await createPost(input);
      saved.current = JSON.stringify(draft);
      await refresh(result.post);
      if (!quiet) toast.success(post ? 'Post saved' : 'Draft created');
      onSaved(result.post);
      return result.post;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toast.error(errorMessage(error));
      return null;
    }
  };

  const run = async (label: string, action: () => Promise<void>) => {
    setBusy(label);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const changeStatus = (status: 'published' | 'draft' | 'scheduled') =>
    run(status, async () => {
      const current = dirty || !post ? await save(true) : post;
      if (!current) return;
      try {
        const body =
          status === 'scheduled' ? { status, scheduledFor: new Date(scheduleAt).toISOString() } : status === 'published' ? { status } : { status };
        const { post: next } = await setPostStatus(current.id, body);
        await refresh(next);
        toast.success(status === 'published' ? 'Post published' : status === 'scheduled' ? 'Post scheduled' : 'Post unpublished');
        onSaved(next);
      } catch (error) {
        if (error instanceof ApiError && error.fieldErrors?.scheduledFor) setErrors({ scheduledFor: error.fieldErrors.scheduledFor });
        toast.error(errorMessage(error));
      }
    });

  const onCover = (file: File | undefined) =>
    file &&
    run('cover', async () => {
      try {
        const { url } = await uploadCover(file);
        set('coverUrl', url);
        toast.success('Cover uploaded. Save the post to keep it.');
      } catch (error) {
        toast.error(errorMessage(error));
      } finally {
        if (fileRef.current) fileRef.current.value = '';
      }
    });

  const status = post?.status ?? 'draft';
  return (
    <div className="grid gap-8 xl:grid-cols-[1fr_20rem]">
      <form
        noValidate
        aria-label={post ? 'Edit post' : 'New post'}
        onSubmit={(e) => {
          e.preventDefault();
          void run('save', async () => void (await save()));
        }}
        className="min-w-0 space-y-5"
      >
        <FormField label="Title" error={errors.title}>
          <Input
            value={draft.title}
            onChange={(e) => {
              const title = e.target.value;
              setDraft((d) => ({ ...d, title, ...(slugTouched ? {} : { slug: slugify(title) }) }));
            }}
          />
        </FormField>
        <FormField label="Slug" error={errors.slug} description={`The address: /blog/${draft.slug || '…'}. Made from the title until you edit it.`}>
          <Input
            value={draft.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set('slug', e.target.value);
            }}
          />
        </FormField>
        <FormField
          label="Excerpt"
          error={errors.excerpt}
          description="One or two sentences for the blog list, search results and link previews (20–320 characters)."
        >
          <Textarea rows={3} value={draft.excerpt} onChange={(e) => set('excerpt', e.target.value)} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Tags"
            error={errors.tags ?? Object.entries(errors).find(([k]) => k.startsWith('tags.'))?.[1]}
            description="Separated by commas, e.g. taxes, biglaw"
          >
            <Input value={draft.tags} onChange={(e) => set('tags', e.target.value)} />
          </FormField>
          <FormField label="Author" error={errors.author}>
            <Input value={draft.author} onChange={(e) => set('author', e.target.value)} />
          </FormField>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-ink">Who can read it</legend>
          <RadioGroup
            className="mt-2"
            orientation="horizontal"
            aria-label="Who can read it"
            value={draft.visibility}
            onValueChange={(v) => set('visibility', v as Draft['visibility'])}
            options={[
              { value: 'public', label: 'Everyone' },
              { value: 'members', label: 'Members only (visitors see a teaser)' },
            ]}
          />
        </fieldset>
        <div className="rounded-xl border border-line bg-paper-2 p-4">
          <p className="text-sm font-medium text-ink" id={`${ids}-cover`}>
            Cover image
          </p>
          {draft.coverUrl ? (
            <div className="mt-3 space-y-3">
              <img src={draft.coverUrl} alt="" className="max-h-48 rounded-lg object-cover" />
              <FormField label="Cover description (alt text)" error={errors.coverAlt}>
                <Input value={draft.coverAlt} onChange={(e) => set('coverAlt', e.target.value)} />
              </FormField>
              <Button type="button" variant="secondary" size="sm" onClick={() => set('coverUrl', null)}>
                Remove cover
              </Button>
            </div>
          ) : (
            <p className="mt-1 text-sm text-ink-muted">PNG, JPEG, GIF or WebP, up to 4 MB.</p>
          )}
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            id={`${ids}-file`}
            aria-labelledby={`${ids}-cover`}
            onChange={(e) => onCover(e.target.files?.[0])}
          />
          <Button type="button" variant="secondary" size="sm" className="mt-3" loading={busy === 'cover'} onClick={() => fileRef.current?.click()}>
            <ImageUpIcon aria-hidden="true" className="h-4 w-4" /> {draft.coverUrl ? 'Replace cover' : 'Upload cover'}
          </Button>
          {errors.coverUrl && <p className="mt-2 text-sm font-medium text-danger-700">{errors.coverUrl.join(' ')}</p>}
        </div>
        <div className="grid gap-5 lg:grid-cols-2">
          <FormField
            label="Article (Markdown)"
            error={errors.body}
            description="Headings start at ##. Raw HTML, scripts and unsafe links are removed when the post is shown."
          >
            <Textarea rows={22} className="font-mono text-sm" value={draft.body} onChange={(e) => set('body', e.target.value)} />
          </FormField>
          <section aria-labelledby={`${ids}-preview`} className="min-w-0">
            <h2 id={`${ids}-preview`} className="text-sm font-medium text-ink">
              Live preview
            </h2>
            <div className="mt-1.5 max-h-[34rem] overflow-auto rounded-lg border border-line bg-white p-4" data-testid="post-preview">
              {preview ? (
                <div
                  className="prose-legal prose-article text-[0.95rem]"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitized by the server, exactly as the published page shows it
                  dangerouslySetInnerHTML={{ __html: preview }}
                />
              ) : (
                <p className="text-sm text-ink-muted">The preview appears as you write.</p>
              )}
            </div>
          </section>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={busy === 'save'}>
            {post ? 'Save changes' : 'Save draft'}
          </Button>
          {dirty && <span className="text-sm text-ink-muted">Unsaved changes</span>}
        </div>
      </form>

      <aside aria-label="Publication" className="space-y-5 xl:sticky xl:top-28 xl:self-start">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-5">
          <h2 className="text-base font-semibold text-navy-900">Publication</h2>
          <p className="mt-2 flex items-center gap-2 text-sm">
            Status: <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>
          </p>
          {post?.status === 'scheduled' && post.scheduledFor && (
            <p className="mt-1 text-sm text-ink-muted">Publishes {new Date(post.scheduledFor).toLocaleString('en-US')}</p>
          )}
          {post?.status === 'published' && post.publishedAt && (
            <p className="mt-1 text-sm text-ink-muted">Published {new Date(post.publishedAt).toLocaleString('en-US')}</p>
          )}
          <div className="mt-4 flex flex-col gap-2">
            {status !== 'published' && (
              <Button type="button" onClick={() => changeStatus('published')} loading={busy === 'published'}>
                <SendIcon aria-hidden="true" className="h-4 w-4" /> Publish now
              </Button>
            )}
            {post && status !== 'draft' && (
              <Button type="button" variant="secondary" onClick={() => changeStatus('draft')} loading={busy === 'draft'}>
                <EyeOffIcon aria-hidden="true" className="h-4 w-4" /> Unpublish
              </Button>
            )}
          </div>
          {status !== 'published' && (
            <div className="mt-5 border-t border-line pt-4">
              <FormField label="Publish at" error={errors.scheduledFor} description="Your local time. The job queue publishes it then.">
                <Input type="datetime-local" value={scheduleAt} onChange={(e) => setScheduleAt(e.target.value)} />
              </FormField>
              <Button
                type="button"
                variant="secondary"
                className="mt-3 w-full"
                onClick={() => changeStatus('scheduled')}
                loading={busy === 'scheduled'}
              >
                <CalendarClockIcon aria-hidden="true" className="h-4 w-4" /> Schedule
              </Button>
            </div>
          )}
        </div>
        {post && (
          <div className="rounded-[var(--radius-card)] border border-[#fecdca] bg-white p-5">
            <h2 className="text-base font-semibold text-danger-700">Delete</h2>
            <p className="mt-1 text-sm text-ink-muted">Removes the post and its cover for good.</p>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="danger" className="mt-3 w-full">
                  <Trash2Icon aria-hidden="true" className="h-4 w-4" /> Delete post
                </Button>
              }
              title="Delete this post?"
              description={`“${post.title}” will be removed from the blog, the feed and the sitemap. This cannot be undone.`}
              confirmLabel="Delete for good"
              onConfirm={() =>
                run('delete', async () => {
                  try {
                    await deletePost(post.id);
                  } catch (error) {
                    toast.error(errorMessage(error));
                    // Rethrown so the dialog stays open for another try.
                    throw error;
                  }
                  // Forget the deleted post before refreshing the list: refetching it would 404.
                  queryClient.removeQueries({ queryKey: ['admin', 'blog', post.id], exact: true });
                  await queryClient.invalidateQueries({ queryKey: ['admin', 'blog'], exact: true });
                  toast.success('Post deleted');
                  onDeleted();
                })
              }
            />
          </div>
        )}
        {Object.keys(errors).length > 0 && <Alert tone="danger" title="Some fields need attention." />}
      </aside>
    </div>
  );
};
