import { MailXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
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
  return token === null ? <UnsubscribeSuccessfulPage {...props} /> : <UnsubscribeConfirmation token={token} />;
}

const UnsubscribeConfirmation = ({ token }: { token: string }) => {
  useEffect(() => {
    document.title = 'Unsubscribe | Attorney Wealth Collective';
  }, []);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await api('/api/newsletter/unsubscribe', { method: 'POST', body: { token } });
      navigate('/unsubscribe-successful', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? e.message : 'We could not unsubscribe you just now. Please try again in a moment.');
      setPending(false);
    }
  };
  return (
    <section className="container-page py-16 sm:py-24" aria-labelledby="page-title">
      <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-white p-8 text-center shadow-[var(--shadow-card)]">
        <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brass-100 text-brass-700">
          <MailXIcon aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 id="page-title" className="mt-6 text-3xl font-semibold text-navy-900">
          Unsubscribe from the newsletter?
        </h1>
        {token ? (
          <>
            <p className="mt-4 leading-relaxed text-ink-muted">
              Confirm and we’ll stop sending you the monthly brief and waitlist news. Emails your account needs (sign-in, billing) are not affected.
            </p>
            {error && <Alert tone="danger" role="alert" className="mt-6 text-left" title={error} />}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button size="lg" onClick={confirm} loading={pending}>
                Unsubscribe
              </Button>
              <Link to="/" className={buttonClasses('secondary', 'lg')}>
                Keep me subscribed
              </Link>
            </div>
          </>
        ) : (
          <Alert tone="warning" role="alert" className="mt-6 text-left" title="This unsubscribe link is incomplete">
            Open the link from the newsletter email again, or copy the whole address into your browser.
          </Alert>
        )}
      </div>
    </section>
  );
};
