import { EMAIL_KIND_TEXTS, EMAIL_KINDS, type EmailKind } from '@awc/domain';
import { MailXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LinkActionChoice, LinkActionPanel, useLinkAction } from '../../components/link-action-panel.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import type { PageProps } from '../pages.ts';
import UnsubscribeSuccessfulPage from './marketing/unsubscribe-successful.tsx';

/**
 * /unsubscribe-successful. With the emailed link's `?token=` it first asks for confirmation:
 * opening the link changes nothing (mail scanners and link prefetchers follow links); only the
 * button posts, then the same path without the token shows the result.
 */
export default function UnsubscribeSuccessfulRoute(props: PageProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const stopped = params.get('stopped');
  if (token === null)
    return stopped && (EMAIL_KINDS as readonly string[]).includes(stopped) ? (
      <EmailStopped what={EMAIL_KIND_TEXTS[stopped as EmailKind].unsubscribed} />
    ) : (
      <UnsubscribeSuccessfulPage {...props} />
    );
  // A member email's link carries a signed token (payload.signature); the newsletter's is a plain random token.
  return token.includes('.') ? <EmailUnsubscribeConfirmation token={token} /> : <UnsubscribeConfirmation token={token} />;
}

/**
 * A member email's unsubscribe link (issue 21): the signed token is checked first (a forged or
 * expired link shows why and changes nothing); only the button stops that kind of email.
 */
const EmailUnsubscribeConfirmation = ({ token }: { token: string }) => {
  useEffect(() => {
    document.title = 'Unsubscribe | Attorney Wealth Collective';
  }, []);
  const navigate = useNavigate();
  const [what, setWhat] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const action = useLinkAction(async () => {
    const r = await api<{ kind: string }>('/api/email/unsubscribe', { method: 'POST', body: { token } });
    navigate(`/unsubscribe-successful?stopped=${encodeURIComponent(r.kind)}`, { replace: true });
  }, 'We could not unsubscribe you just now. Please try again in a moment.');
  useEffect(() => {
    let live = true;
    api<{ what: string }>(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`)
      .then((r) => live && setWhat(r.what))
      .catch(
        (e) =>
          live &&
          setLinkError(e instanceof ApiError && e.status < 500 ? e.message : 'We could not check this link just now. Please try again in a moment.'),
      );
    return () => {
      live = false;
    };
  }, [token]);
  if (linkError)
    return (
      <LinkActionPanel icon={MailXIcon} title="This link can’t be used">
        <Alert tone="warning" role="alert" className="mt-6 text-left" title={linkError} />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/account?tab=settings" className={buttonClasses('primary', 'lg')}>
            Email preferences
          </Link>
        </div>
      </LinkActionPanel>
    );
  if (!what) return <PageSpinner />;
  return (
    <LinkActionPanel icon={MailXIcon} title={`Stop emails about ${what}?`}>
      <p className="mt-4 leading-relaxed text-ink-muted">
        Confirm and we’ll stop emailing you about {what}. You’ll still see them in the app, and you can turn the emails back on in your account
        settings.
      </p>
      <LinkActionChoice action={action} confirmLabel="Stop these emails" declineLabel="Keep them" />
    </LinkActionPanel>
  );
};

const EmailStopped = ({ what }: { what: string }) => {
  useEffect(() => {
    document.title = 'Unsubscribed | Attorney Wealth Collective';
  }, []);
  return (
    <LinkActionPanel icon={MailXIcon} title="You’re unsubscribed">
      <p className="mt-4 leading-relaxed text-ink-muted">
        We won’t email you about {what} any more. You can change this at any time in your email preferences.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/account?tab=settings" className={buttonClasses('primary', 'lg')}>
          Email preferences
        </Link>
        <Link to="/" className={buttonClasses('secondary', 'lg')}>
          Home
        </Link>
      </div>
    </LinkActionPanel>
  );
};

const UnsubscribeConfirmation = ({ token }: { token: string }) => {
  useEffect(() => {
    document.title = 'Unsubscribe | Attorney Wealth Collective';
  }, []);
  const navigate = useNavigate();
  const action = useLinkAction(async () => {
    await api('/api/newsletter/unsubscribe', { method: 'POST', body: { token } });
    navigate('/unsubscribe-successful', { replace: true });
  }, 'We could not unsubscribe you just now. Please try again in a moment.');
  return (
    <LinkActionPanel icon={MailXIcon} title="Unsubscribe from the newsletter?">
      {token ? (
        <>
          <p className="mt-4 leading-relaxed text-ink-muted">
            Confirm and we’ll stop sending you the monthly brief and waitlist news. Emails your account needs (sign-in, billing) are not affected.
          </p>
          <LinkActionChoice action={action} confirmLabel="Unsubscribe" declineLabel="Keep me subscribed" />
        </>
      ) : (
        <Alert tone="warning" role="alert" className="mt-6 text-left" title="This unsubscribe link is incomplete">
          Open the link from the newsletter email again, or copy the whole address into your browser.
        </Alert>
      )}
    </LinkActionPanel>
  );
};
