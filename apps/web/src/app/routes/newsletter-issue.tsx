import type { NewsletterArchiveIssue } from '@awc/domain';
import { MailIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { RichHtml } from '../../components/rich-html.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { NotFoundPage } from './not-found.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** /newsletter/{slug}: the web archive of a sent newsletter issue (public; 404 until it is sent). */
export default function NewsletterIssuePage() {
  const { slug = '' } = useParams();
  const [state, setState] = useState<{ issue: NewsletterArchiveIssue } | { error: 'missing' | 'failed' } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the "Try again" button's way to load again
  useEffect(() => {
    let live = true;
    setState(null);
    api<{ issue: NewsletterArchiveIssue }>(`/api/newsletter/issues/${encodeURIComponent(slug)}`)
      .then((r) => live && setState(r))
      .catch((e) => live && setState({ error: e instanceof ApiError && e.status === 404 ? 'missing' : 'failed' }));
    return () => {
      live = false;
    };
  }, [slug, attempt]);
  useEffect(() => {
    if (state && 'issue' in state) document.title = `${state.issue.subject} | Attorney Wealth Collective`;
  }, [state]);
  if (!state) return <PageSpinner label="Loading the issue..." />;
  if ('error' in state) {
    if (state.error === 'missing') return <NotFoundPage />;
    return (
      <div className="container-page py-16">
        <Alert tone="danger" title="This issue could not be loaded">
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  const { issue } = state;
  return (
    <article aria-labelledby="issue-title">
      <header className="border-b border-line bg-paper-2">
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-brass-700">
            <MailIcon aria-hidden="true" className="h-3.5 w-3.5" /> The monthly brief · {dateFormat.format(new Date(issue.sentAt))}
          </p>
          <h1 id="issue-title" className="mt-3 text-3xl font-semibold leading-tight text-navy-900 sm:text-4xl">
            {issue.subject}
          </h1>
          {issue.summary && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{issue.summary}</p>}
        </div>
      </header>
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <RichHtml html={issue.html} className="text-[1.05rem]" />
        <p className="mt-12 border-t border-line pt-6 text-sm text-ink-muted">
          Get the next issue by email: sign up for the monthly brief at the foot of this page. One email a month; unsubscribe any time.
        </p>
      </div>
    </article>
  );
}
