import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, ExternalLinkIcon, LockIcon, PlusIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { blogQueries } from '../../../features/blog/api/blog-api.ts';
import { PostEditor, STATUS_LABEL, STATUS_TONE } from '../../../features/blog/components/post-editor.tsx';
import type { PageProps } from '../../pages.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—');

/** /admin/blog: the list of every post, and the editor (?new=1 or ?edit={id}). The server checks admin rights on every call. */
export default function BlogAdminPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editId = params.get('edit');
  const creating = params.get('new') === '1';
  if (creating || editId) {
    return (
      <>
        <PageHeader eyebrow="Blog admin" title={creating ? 'New post' : 'Edit post'}>
          <Link to="/admin/blog" className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-navy-700 hover:underline">
            <ArrowLeftIcon aria-hidden="true" className="h-4 w-4" /> All posts
          </Link>
        </PageHeader>
        <div className="container-page py-8">
          {creating ? (
            <PostEditor
              post={null}
              onSaved={(p) => navigate(`/admin/blog?edit=${p.id}`, { replace: true })}
              onDeleted={() => navigate('/admin/blog')}
            />
          ) : (
            <EditExisting id={editId as string} onDeleted={() => navigate('/admin/blog')} />
          )}
        </div>
      </>
    );
  }
  return <PostList heading={route.heading} />;
}

const EditExisting = ({ id, onDeleted }: { id: string; onDeleted: () => void }) => {
  const { data, isPending, error } = useQuery(blogQueries.adminPost(id));
  if (isPending) return <PageSpinner label="Loading post..." />;
  if (!data) return <Alert tone="danger" title={error ? 'This post could not be loaded. It may have been deleted.' : 'Not found'} />;
  // Keyed by the post: the fields are the editor's own once open (a save from elsewhere does not reload them).
  return <PostEditor key={data.post.id} post={data.post} onSaved={() => {}} onDeleted={onDeleted} />;
};

const PostList = ({ heading }: { heading: string }) => {
  const { data, isPending, isError, refetch } = useQuery(blogQueries.adminList());
  return (
    <>
      <PageHeader eyebrow="Admin" title={heading} lead="Write, schedule and publish articles. Every change is recorded in the audit log.">
        <Link to="/admin/blog?new=1" className={buttonClasses('primary', 'md', 'mt-6')}>
          <PlusIcon aria-hidden="true" className="h-4 w-4" /> New post
        </Link>
      </PageHeader>
      <div className="container-page py-8">
        {isPending && (
          <div className="flex justify-center py-16">
            <Spinner label="Loading posts..." />
          </div>
        )}
        {isError && (
          <Alert tone="danger" title="The posts could not be loaded">
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {data && (
          <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">All posts, newest first</caption>
              <thead className="bg-paper-2 text-ink">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Title
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Audience
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.posts.map((p) => (
                  <tr key={p.id} className="border-t border-line">
                    <td className="px-4 py-3">
                      <Link to={`/admin/blog?edit=${p.id}`} className="font-medium text-navy-800 hover:underline">
                        {p.title}
                      </Link>
                      <p className="text-xs text-ink-muted">/blog/{p.slug}</p>
                    </td>
                    <td className="px-4 py-3">
                      <Badge tone={STATUS_TONE[p.status]}>{STATUS_LABEL[p.status]}</Badge>
                    </td>
                    <td className="px-4 py-3">
                      {p.visibility === 'members' ? (
                        <span className="inline-flex items-center gap-1">
                          <LockIcon aria-hidden="true" className="h-3.5 w-3.5" /> Members
                        </span>
                      ) : (
                        'Everyone'
                      )}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {p.status === 'scheduled' ? `Publishes ${when(p.scheduledFor)}` : when(p.publishedAt ?? p.updatedAt)}
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap">
                      <Link to={`/admin/blog?edit=${p.id}`} className="font-medium text-navy-700 underline underline-offset-2">
                        Edit<span className="sr-only"> {p.title}</span>
                      </Link>
                      {p.status === 'published' && (
                        <Link
                          to={`/blog/${p.slug}`}
                          className="ml-4 inline-flex items-center gap-1 font-medium text-navy-700 underline underline-offset-2"
                        >
                          View<span className="sr-only"> {p.title}</span> <ExternalLinkIcon aria-hidden="true" className="h-3.5 w-3.5" />
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
};
