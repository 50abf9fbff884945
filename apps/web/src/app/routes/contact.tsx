import { BuildingIcon, ClockIcon, HelpCircleIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import type { PageProps } from '../pages.ts';

export default function ContactPage({ route }: PageProps) {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title={route.heading}
        lead="Questions about membership, the tools or a firm program? Write to us: a person reads every message."
      />
      <div className="container-page grid gap-12 py-10 sm:py-14 lg:grid-cols-[1.5fr_1fr]">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
          <ContactForm initialTopic={params.get('topic')} />
        </div>
        <aside className="space-y-6" aria-label="Before you write">
          <div className="flex gap-4">
            <ClockIcon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brass-700" />
            <div>
              <h2 className="font-sans text-base font-semibold text-navy-900">When we reply</h2>
              <p className="mt-1 text-ink-muted">Within two business days, from a real person, to the email address you give.</p>
            </div>
          </div>
          <div className="flex gap-4">
            <HelpCircleIcon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brass-700" />
            <div>
              <h2 className="font-sans text-base font-semibold text-navy-900">Quick answers</h2>
              <p className="mt-1 text-ink-muted">
                Billing, cancelling and how the tools work are covered in the{' '}
                <Link to="/faq" className="font-medium text-navy-700 underline underline-offset-2">
                  FAQ
                </Link>
                .
              </p>
            </div>
          </div>
          <div className="flex gap-4">
            <BuildingIcon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brass-700" />
            <div>
              <h2 className="font-sans text-base font-semibold text-navy-900">For firms</h2>
              <p className="mt-1 text-ink-muted">
                Bringing financial education to your associates? See the{' '}
                <Link to="/firm-pilot-program" className="font-medium text-navy-700 underline underline-offset-2">
                  Firm Pilot Program
                </Link>
                .
              </p>
            </div>
          </div>
          <p className="rounded-xl border border-line bg-paper-2 p-4 text-sm leading-relaxed text-ink-muted">
            We educate; we can’t give personal financial, legal or tax advice by email, and we never ask for account numbers or passwords.
          </p>
        </aside>
      </div>
    </>
  );
}
