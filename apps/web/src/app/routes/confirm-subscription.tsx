import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { LinkActionChoice, LinkActionPanel, useLinkAction } from '../../components/link-action-panel.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { confirmNewsletterSubscription } from '../../features/newsletter/api/subscribe.ts';
import type { PageProps } from '../pages.ts';

/**
 * /confirm-subscription?token=…: the newsletter's double opt-in link (decision 335). Opening it
 * changes nothing (mail scanners follow links); the button confirms, and the server then sends
 * the welcome email. A forged, expired or superseded link says why and changes nothing.
 */
export default function ConfirmSubscriptionPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const action = useLinkAction(async () => {
    if (!token) return;
    await confirmNewsletterSubscription(token);
    setDone(true);
  }, 'We could not confirm your subscription just now. Please try again in a moment.');
  if (done)
    return (
      <LinkActionPanel icon={MailCheckIcon} title="You’re on the list">
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
      </LinkActionPanel>
    );
  if (!token)
    return (
      <LinkActionPanel icon={MailCheckIcon} title={route.heading}>
        <Alert tone="warning" role="alert" className="mt-6 text-left" title="This confirmation link is incomplete">
          Open the link from the confirmation email again, or copy the whole address into your browser.
        </Alert>
      </LinkActionPanel>
    );
  return (
    <LinkActionPanel icon={MailCheckIcon} title={route.heading}>
      <p className="mt-4 leading-relaxed text-ink-muted">
        Confirm this address and we’ll send you the monthly brief: one email a month on money and the law, written for attorneys. You can unsubscribe
        from any issue with one click.
      </p>
      <LinkActionChoice action={action} confirmLabel="Confirm my subscription" declineLabel="Not now" />
    </LinkActionPanel>
  );
}
