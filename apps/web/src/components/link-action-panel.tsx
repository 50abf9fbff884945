import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { Alert } from './ui/alert.tsx';
import { Button, buttonClasses } from './ui/button.tsx';

/**
 * The card the emailed-link pages (confirm a subscription, unsubscribe) show: an icon, the heading
 * and what the link does. One card so the pages a reader reaches from an email look alike.
 */
export const LinkActionPanel = ({ icon: Icon, title, children }: { icon: LucideIcon; title: ReactNode; children: ReactNode }) => (
  <section className="container-page py-16 sm:py-24" aria-labelledby="page-title">
    <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-white p-8 text-center shadow-[var(--shadow-card)]">
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brass-100 text-brass-700">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 id="page-title" className="mt-6 text-3xl font-semibold text-navy-900">
        {title}
      </h1>
      {children}
    </div>
  </section>
);

/**
 * The one button such a page offers. Opening the link changes nothing (mail scanners follow links);
 * the button runs the action. A refusal (4xx) shows the server's reason, since it says what is wrong
 * with the link; anything else shows `fallback`, and the button can be pressed again.
 */
export const useLinkAction = (action: () => Promise<unknown>, fallback: string) => {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? e.message : fallback);
      setPending(false);
    }
  };
  return { run, pending, error };
};

/**
 * The page's choice under its explanation: the refusal of a last attempt (if any), the button that
 * runs the action and a way back home that changes nothing.
 */
export const LinkActionChoice = ({
  action,
  confirmLabel,
  declineLabel,
}: {
  action: { run: () => Promise<void>; pending: boolean; error: string | null };
  confirmLabel: string;
  declineLabel: string;
}) => (
  <>
    {action.error && <Alert tone="danger" role="alert" className="mt-6 text-left" title={action.error} />}
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button size="lg" onClick={action.run} loading={action.pending}>
        {confirmLabel}
      </Button>
      <Link to="/" className={buttonClasses('secondary', 'lg')}>
        {declineLabel}
      </Link>
    </div>
  </>
);
