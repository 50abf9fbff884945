import { MESSAGES, NEWSLETTER_CONFIRM_TEXTS, NEWSLETTER_EMAIL_PATTERN } from '@awc/domain';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { subscribeToNewsletter } from '../api/subscribe.ts';

/**
 * The one email-only sign-up behind the footer form and the waitlists. Its check is a plain pattern
 * test so no form library loads with every page; a bad address is answered under the field and
 * sends no request. `onSubscribed` runs after the thank-you toast (the waitlist swaps in its
 * confirmation).
 */
export const useNewsletterSignup = (source: string, onSubscribed?: () => void) => {
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
      onSubscribed?.();
    } catch {
      toast.error(MESSAGES.newsletterFailed);
    } finally {
      setPending(false);
    }
  };

  return { email, setEmail, error, pending, onSubmit };
};
