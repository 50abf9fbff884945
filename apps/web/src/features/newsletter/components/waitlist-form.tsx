import { CheckCircle2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup.ts';

/** A waitlist sign-up: the newsletter list, tagged with the page's source (spec §5 pattern check, no request on failure). */
export const WaitlistForm = ({ source, product }: { source: string; product: string }) => {
  const id = useId();
  const [done, setDone] = useState(false);
  const { email, setEmail, error, pending, onSubmit } = useNewsletterSignup(source, () => setDone(true));
  if (done)
    return (
      <div role="status" className="text-success-700">
        <CheckCircle2Icon aria-hidden="true" className="h-6 w-6" />
        <p className="mt-2 font-semibold">You’re on the waitlist</p>
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">
          Confirm your address with the link we just emailed you, and we’ll write when {product} opens.
        </p>
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Join the ${product} waitlist`}>
      <label htmlFor={`${id}-email`} className="text-sm font-medium text-ink">
        Email address
      </label>
      <input
        id={`${id}-email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@firm.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClasses(Boolean(error), 'mt-1.5 h-11')}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <Button type="submit" className="mt-4 w-full" loading={pending}>
        Join the waitlist
      </Button>
      <p className="mt-3 text-xs leading-relaxed text-ink-muted">One email a month plus the launch news. Unsubscribe any time.</p>
    </form>
  );
};
