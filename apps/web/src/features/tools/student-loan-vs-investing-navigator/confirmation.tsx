import { DownloadIcon, MailCheckIcon, RotateCcwIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card.tsx';

const timeFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', hour: 'numeric', minute: '2-digit' });

/** After submission: where the report went, and the same PDF through an expiring link. */
export const Confirmation = ({
  headingRef,
  firstName,
  email,
  downloadUrl,
  expiresAt,
  onRestart,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  firstName: string;
  email: string;
  downloadUrl: string;
  expiresAt: string;
  onRestart: () => void;
}) => (
  <Card>
    <CardHeader className="items-start gap-3 py-6">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-success-50 text-success-700">
        <MailCheckIcon aria-hidden="true" className="h-5 w-5" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold text-navy-900 outline-none">
        Your insights are on their way, {firstName}
      </h2>
    </CardHeader>
    <CardContent className="space-y-5">
      <p role="status" className="text-[1.02rem] leading-relaxed text-ink">
        We are emailing your personalized PDF report to <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong>. It usually
        arrives within a few minutes; if you don’t see it, check your spam or promotions folder.
      </p>
      <p className="leading-relaxed text-ink-muted">
        The report has two parts: educational reflections on your answers, and a Key Financial Facts sheet with the 2026 contribution limits, the PSLF
        rules and the federal repayment plans available after July 2026.
      </p>
      <div className="rounded-xl border border-line bg-paper-2/60 p-4">
        <a href={downloadUrl} download className={buttonClasses('primary', 'md')}>
          <DownloadIcon aria-hidden="true" className="h-4 w-4" />
          Download your report (PDF)
        </a>
        <p className="mt-3 text-sm text-ink-muted">
          This private link works for 24 hours, until {timeFormat.format(new Date(expiresAt))}. Keep the emailed copy for later.
        </p>
      </div>
      <p className="text-sm leading-relaxed text-ink-muted">
        If {email} is not on our mailing list yet, we have sent it a link to confirm; the newsletter starts only once you do. Every email has a
        one-click unsubscribe link.
      </p>
    </CardContent>
    <CardFooter>
      <Button variant="secondary" onClick={onRestart}>
        <RotateCcwIcon aria-hidden="true" className="h-4 w-4" />
        Start again
      </Button>
    </CardFooter>
  </Card>
);
