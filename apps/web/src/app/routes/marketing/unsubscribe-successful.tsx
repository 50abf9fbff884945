import { BookOpenIcon, CalculatorIcon, MailCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { PageProps } from '../../pages.ts';

export default function UnsubscribeSuccessfulPage({ route }: PageProps) {
  return (
    <section className="container-page py-16 sm:py-24" aria-labelledby="page-title">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-success-50 text-success-700">
          <MailCheckIcon aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 id="page-title" className="mt-6 text-4xl font-semibold text-navy-900">
          {route.heading}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">
          You won’t receive the monthly brief or any other newsletter from us again. There is nothing more you need to do.
        </p>
      </div>

      <div className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-2">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
          <h2 className="font-sans text-base font-semibold text-navy-900">What still arrives</h2>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-muted">
            If you have an account, we will still send the emails it needs: sign-in and password messages, billing notices and reminders for live
            sessions you have signed up for. You can manage in-app notifications from your account.
          </p>
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
          <h2 className="font-sans text-base font-semibold text-navy-900">Changed your mind?</h2>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-muted">
            You can subscribe again at any time with the sign-up at the foot of every page. If you unsubscribed by mistake, it takes ten seconds.
          </p>
        </div>
      </div>

      <div className="mx-auto mt-12 max-w-3xl text-center">
        <p className="text-ink-muted">Everything public stays free, newsletter or not.</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to="/blog" className={buttonClasses('primary')}>
            <BookOpenIcon aria-hidden="true" className="h-4 w-4" /> Read the blog
          </Link>
          <Link to="/tools" className={buttonClasses('secondary')}>
            <CalculatorIcon aria-hidden="true" className="h-4 w-4" /> Try the tools
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            Back to home
          </Link>
        </div>
      </div>
    </section>
  );
}
