import {
  CONTENT_CATEGORIES,
  CONTENT_CATEGORY_LABELS,
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  type ContentCategory,
  type ContentItemInput,
  ContentItemInputSchema,
  type ContentKind,
} from '@awc/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AdminEditorLayout, AdminRows, EditorFooter, PublishedSwitch } from './admin-editor-parts.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Chart } from '../../../components/ui/chart.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { rowsOf } from '../../../lib/paged-query.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type AdminUser,
  adminQueries,
  type ContentItem,
  deleteContent,
  resetUserTwoFactor,
  saveContent,
  setUserAdmin,
} from '../api/member-area-api.ts';
import { applySchemaIssues, sendForm } from '../../../lib/form-errors.ts';

const formatDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
const monthLabel = (m: string | number) => {
  const [y, mo] = String(m).split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 2000, (mo ?? 1) - 1, 1)),
  );
};

const Figure = ({ label, value }: { label: string; value: number | string }) => (
  <div className="rounded-xl border border-line bg-white p-5 shadow-[var(--shadow-card)]">
    <dt className="text-sm text-ink-muted">{label}</dt>
    <dd className="mt-1 font-serif text-3xl font-semibold text-navy-900">{value}</dd>
  </div>
);

export const AdminOverview = () => {
  const { data, isPending } = useQuery(adminQueries.figures());
  if (isPending || !data) return <Spinner />;
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Users" value={data.users} />
        <Figure label="Active members" value={data.activeMembers} />
        <Figure label="Admins" value={data.admins} />
        <Figure label="Newsletter subscribers" value={data.newsletterSubscribers} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h3">Active subscriptions by plan</CardTitle>
          </CardHeader>
          <CardContent>
            {data.activeByPlan.length === 0 ? (
              <p className="text-sm text-ink-muted">No active subscriptions.</p>
            ) : (
              <ul className="space-y-2" aria-label="Active subscriptions by plan">
                {data.activeByPlan.map((p) => (
                  <li key={p.plan} className="flex justify-between text-sm">
                    <span className="capitalize">{p.plan}</span>
                    <span className="font-semibold text-navy-900">{p.count}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">Sign-ups over the last 12 months</CardTitle>
          </CardHeader>
          <CardContent>
            <Chart
              kind="bar"
              data={data.signupsByMonth}
              xKey="month"
              xLabel="Month"
              formatX={monthLabel}
              series={[{ key: 'signups', label: 'Sign-ups' }]}
              counts
              title="New accounts per month"
              height={240}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
};

const AdminToggle = ({ user, canChange }: { user: AdminUser; canChange: boolean }) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => setUserAdmin(user.id, !user.isAdmin),
    onSuccess: async (r) => {
      toast.success(r.isAdmin ? `${user.email} is now an admin` : `${user.email} is no longer an admin`);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  if (!canChange) return user.isAdmin ? <Badge tone="navy">Admin</Badge> : null;
  return (
    <Button size="sm" variant={user.isAdmin ? 'ghost' : 'secondary'} loading={mutation.isPending} onClick={() => mutation.mutate()}>
      {user.isAdmin ? 'Revoke admin' : 'Make admin'}
      <span className="sr-only"> for {user.email}</span>
    </Button>
  );
};

const TwoFactorReset = ({ user }: { user: AdminUser }) => {
  const queryClient = useQueryClient();
  if (!user.twoFactorEnabled) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost">
          Reset two-factor
          <span className="sr-only"> for {user.email}</span>
        </Button>
      }
      title={`Reset two-factor sign-in for ${user.email}?`}
      description="Only for a member who lost their phone and their backup codes, once you are sure it is them. Two-factor turns off, their sessions end and they are emailed; the reset is recorded in the audit log."
      confirmLabel="Reset two-factor"
      onConfirm={async () => {
        await resetUserTwoFactor(user.id);
        toast.success(`Two-factor sign-in reset for ${user.email}`);
        await queryClient.invalidateQueries({ queryKey: ['admin'] });
      }}
    />
  );
};

/** Users with search; the admin switch shows only for the one administrator allowed to use it. */
export const AdminUsers = ({ canManageAdmins }: { canManageAdmins: boolean }) => {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const usersQuery = useInfiniteQuery(adminQueries.users(q));
  const { isPending } = usersQuery;
  const data = usersQuery.data && { total: usersQuery.data.pages[0]?.total ?? 0, users: rowsOf(usersQuery.data, 'users') };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQ(input.trim());
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Users</CardTitle>
        <CardDescription>
          {canManageAdmins ? 'You can grant and revoke admin rights.' : 'Only the designated administrator can grant or revoke admin rights.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <search>
          <form onSubmit={onSearch} className="flex max-w-md items-end gap-2">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="admin-user-search">Search by name or email</Label>
              <Input id="admin-user-search" type="search" value={input} maxLength={100} onChange={(e) => setInput(e.target.value)} />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
        </search>
        {isPending || !data ? (
          <Spinner />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Users ({data.total})</caption>
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Email
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Membership
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Joined
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Admin
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.users.map((u) => (
                  <tr key={u.id}>
                    <td className="py-2 pr-4 font-medium text-navy-900">{u.name}</td>
                    <td className="py-2 pr-4">{u.email}</td>
                    <td className="py-2 pr-4">
                      {u.membership ? (
                        <Badge tone={u.membership.active ? 'success' : 'warning'}>
                          {u.membership.plan ?? 'plan'} · {u.membership.active ? 'active' : u.membership.status}
                        </Badge>
                      ) : (
                        <span className="text-ink-muted">None</span>
                      )}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDate(u.createdAt)}</td>
                    <td className="py-2">
                      <div className="flex flex-wrap items-center gap-1">
                        <AdminToggle user={u} canChange={canManageAdmins} />
                        <TwoFactorReset user={u} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.users.length === 0 && <p className="py-4 text-sm text-ink-muted">No users match.</p>}
          </div>
        )}
        {data && (
          <p className="text-sm text-ink-muted">
            Showing {data.users.length} of {data.total}
          </p>
        )}
        <LoadMore paging={usersQuery} label="Load more users" />
      </CardContent>
    </Card>
  );
};

type ContentForm = { title: string; summary: string; body: string; kind: string; category: string; videoUrl: string; published: boolean };
const CONTENT_FIELDS = ['title', 'summary', 'body', 'kind', 'category', 'videoUrl', 'published'] as const;
const emptyContent = (): ContentForm => ({
  title: '',
  summary: '',
  body: '',
  kind: 'guide',
  category: 'student-loans',
  videoUrl: '',
  published: true,
});
const contentFrom = (i: ContentItem): ContentForm => ({
  title: i.title,
  summary: i.summary,
  body: i.body,
  kind: i.kind,
  category: i.category,
  videoUrl: i.videoUrl ?? '',
  published: i.published,
});

const ContentEditor = ({ editing, onDone }: { editing: ContentItem | null; onDone: () => void }) => {
  const queryClient = useQueryClient();
  const { register, handleSubmit, control, formState, setError, reset } = useForm<ContentForm>({
    defaultValues: editing ? contentFrom(editing) : emptyContent(),
  });
  const onSubmit = handleSubmit(async (values) => {
    const input = values as ContentItemInput;
    if (!applySchemaIssues(ContentItemInputSchema, input, setError)) return;
    await sendForm(
      async () => {
        await saveContent(editing?.id ?? null, input);
        toast.success(editing ? 'Content updated' : 'Content published');
        reset(emptyContent());
        await queryClient.invalidateQueries({ queryKey: ['admin', 'content'] });
        onDone();
      },
      setError,
      CONTENT_FIELDS,
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField label="Title" error={formState.errors.title?.message} className="sm:col-span-2">
          <Input maxLength={160} {...register('title')} />
        </FormField>
        <FormField label="Summary" error={formState.errors.summary?.message} className="sm:col-span-2">
          <Textarea rows={2} maxLength={400} {...register('summary')} />
        </FormField>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <FormField label="Kind" error={formState.errors.kind?.message}>
              <Select
                value={field.value}
                onValueChange={field.onChange}
                options={CONTENT_KINDS.map((k) => ({ value: k, label: CONTENT_KIND_LABELS[k] }))}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <FormField label="Category" error={formState.errors.category?.message}>
              <Select
                value={field.value}
                onValueChange={field.onChange}
                options={CONTENT_CATEGORIES.map((c) => ({ value: c, label: CONTENT_CATEGORY_LABELS[c] }))}
              />
            </FormField>
          )}
        />
        <FormField
          label="Video link"
          error={formState.errors.videoUrl?.message}
          description="YouTube or Vimeo; needed for video lessons and replays."
          className="sm:col-span-2"
        >
          <Input type="url" placeholder="https://" {...register('videoUrl')} />
        </FormField>
        <FormField
          label="Body"
          error={formState.errors.body?.message}
          description="Markdown: ## headings, - lists, [links](https://…), **bold**. A YouTube or Vimeo link alone on its line becomes a video. Scripts and raw HTML are removed."
          className="sm:col-span-2"
        >
          <Textarea rows={8} {...register('body')} />
        </FormField>
        <PublishedSwitch control={control} id="content-published" />
      </CardContent>
      <EditorFooter editing={editing !== null} submitting={formState.isSubmitting} createLabel="Add content" onDone={onDone} />
    </form>
  );
};

const DeleteContentButton = ({ item }: { item: ContentItem }) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteContent(item.id),
    onSuccess: async () => {
      toast.success('Content deleted');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'content'] });
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost">
          Delete<span className="sr-only"> {item.title}</span>
        </Button>
      }
      title="Delete this item?"
      description={`“${item.title}” and every member’s saved and read marks for it are removed.`}
      confirmLabel="Delete"
      onConfirm={() => mutation.mutateAsync()}
    />
  );
};

export const AdminContent = () => {
  const contentQuery = useInfiniteQuery(adminQueries.content());
  const items = contentQuery.isPending || !contentQuery.data ? undefined : rowsOf(contentQuery.data, 'items');
  const [editing, setEditing] = useState<ContentItem | null>(null);
  return (
    <AdminEditorLayout
      heading="h3"
      editorTitle={editing ? `Edit: ${editing.title}` : 'Add to the Content Hub'}
      editor={<ContentEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
      listTitle="Content items"
    >
      <AdminRows rows={items} empty="Nothing yet." label="Content items">
        {(i) => (
          <>
            <div>
              <p className="font-semibold text-navy-900">{i.title}</p>
              <p className="mt-1 flex flex-wrap gap-2 text-xs">
                <Badge>{CONTENT_KIND_LABELS[i.kind as ContentKind] ?? i.kind}</Badge>
                <Badge>{CONTENT_CATEGORY_LABELS[i.category as ContentCategory] ?? i.category}</Badge>
                {!i.published && <Badge tone="warning">Draft</Badge>}
              </p>
            </div>
            <div className="flex shrink-0 gap-1">
              <Button size="sm" variant="secondary" onClick={() => setEditing(i)}>
                Edit<span className="sr-only"> {i.title}</span>
              </Button>
              <DeleteContentButton item={i} />
            </div>
          </>
        )}
      </AdminRows>
      <div className="mt-4">
        <LoadMore paging={contentQuery} label="Load more items" />
      </div>
    </AdminEditorLayout>
  );
};

export const AdminAuditLog = () => {
  const auditQuery = useInfiniteQuery(adminQueries.audit());
  const { isPending } = auditQuery;
  const data = auditQuery.data && { entries: rowsOf(auditQuery.data, 'entries') };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Audit log</CardTitle>
        <CardDescription>Every admin action, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending || !data ? (
          <Spinner />
        ) : data.entries.length === 0 ? (
          <p className="text-sm text-ink-muted">No admin actions yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Admin actions</caption>
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Who
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Action
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.entries.map((e) => (
                  <tr key={e.id}>
                    <td className="py-2 pr-4 whitespace-nowrap">{new Date(e.createdAt).toLocaleString('en-US')}</td>
                    <td className="py-2 pr-4">{e.actorEmail ?? 'system'}</td>
                    <td className="py-2 pr-4">
                      <code className="rounded bg-paper-2 px-1.5 py-0.5 text-xs">{e.action}</code>
                    </td>
                    <td className="max-w-md truncate py-2 text-ink-muted">
                      {typeof e.details === 'object' && e.details && 'title' in e.details ? String((e.details as { title: unknown }).title) : ''}
                      {typeof e.details === 'object' && e.details && 'email' in e.details ? String((e.details as { email: unknown }).email) : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-4">
          <LoadMore paging={auditQuery} label="Load older entries" />
        </div>
      </CardContent>
    </Card>
  );
};
