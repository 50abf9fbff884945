import { MailCheckIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { confirmNewsletterSubscription } from '../../features/newsletter/api/subscribe.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { PageProps } from '../pages.ts';

const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="container-page py-16 sm:py-24" aria-labelledby="page-title">
    <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-white p-8 text-center shadow-[var(--shadow-card)]">
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brass-100 text-brass-700">
        <MailCheckIcon aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 id="page-title" className="mt-6 text-3xl font-semibold text-navy-900">
        {title}
      </h1>
      {children}
    </div>
  </section>
);

/**
 * /confirm-subscription?token=…: the newsletter's double opt-in link (decision 335). Opening it
 * changes nothing (mail scanners follow links); the button confirms, and the server then sends
 * the welcome email. A forged, expired or superseded link says why and changes nothing.
 */
export default function ConfirmSubscriptionPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<'ask' | 'pending' | 'done'>('ask');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!token) return;
    setState('pending');
    setError(null);
    try {
      await confirmNewsletterSubscription(token);
      setState('done');
    } catch (e) {
      setError(
        e instanceof ApiError && e.status < 500 ? e.message : 'We could not confirm your subscription just now. Please try again in a moment.',
      );
      setState('ask');
    }
  };
  if (state === 'done')
    return (
      <Panel title="You’re on the list">
        <p className="mt-4 leading-relaxed text-ink-muted" role="status">
          Thank you for confirming. A welcome email is on its way, and the monthly brief will follow once a month. Every issue has a one-click
          unsubscribe link.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/blog" className={buttonClasses('primary', 'lg')}>
            Read the blog
          </Link>
          <Link to="/" className={buttonClasses('secondary', 'lg')}>
            Home
          </Link>
        </div>
      </Panel>
    );
  if (!token)
    return (
      <Panel title={route.heading}>
        <Alert tone="warning" role="alert" className="mt-6 text-left" title="This confirmation link is incomplete">
          Open the link from the confirmation email again, or copy the whole address into your browser.
        </Alert>
      </Panel>
    );
  return (
    <Panel title={route.heading}>
      <p className="mt-4 leading-relaxed text-ink-muted">
        Confirm this address and we’ll send you the monthly brief: one email a month on money and the law, written for attorneys. You can unsubscribe
        from any issue with one click.
      </p>
      {error && <Alert tone="danger" role="alert" className="mt-6 text-left" title={error} />}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={confirm} loading={state === 'pending'}>
          Confirm my subscription
        </Button>
        <Link to="/" className={buttonClasses('secondary', 'lg')}>
          Not now
        </Link>
      </div>
    </Panel>
  );
}
