import { MESSAGES, NEWSLETTER_CONFIRM_TEXTS, NEWSLETTER_EMAIL_PATTERN } from '@awc/domain';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { subscribeToNewsletter } from '../api/subscribe.ts';

/**
 * The footer sign-up (spec §5 and §8). Its check is a plain pattern test so no form library loads
 * with every page; a bad address is answered under the field and sends no request.
 */
export const NewsletterSignup = ({ source = 'footer' }: { source?: string }) => {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || !NEWSLETTER_EMAIL_PATTERN.test(value)) {
      setError('Please enter a valid email address');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await subscribeToNewsletter({ email: value, source });
      toast.success(MESSAGES.newsletterThanks, { description: NEWSLETTER_CONFIRM_TEXTS.checkInbox });
      setEmail('');
    } catch {
      toast.error(MESSAGES.newsletterFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-sans text-sm font-semibold text-white">
        The monthly brief
      </h2>
      <p className="mt-1 text-xs text-navy-200">One email a month on money and the law. Unsubscribe any time.</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
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
          className="h-11 min-w-0 flex-1 rounded-lg border border-white/20 bg-white/5 px-3 text-sm text-white placeholder:text-navy-200 focus-visible:border-brass-300"
        />
        <Button type="submit" variant="accent" loading={pending}>
          Subscribe
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-[#fda29b]">
          {error}
        </p>
      )}
    </form>
  );
};
