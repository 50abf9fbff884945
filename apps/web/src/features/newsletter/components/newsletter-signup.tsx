import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup.ts';

/**
 * The footer sign-up (spec §5 and §8). Its check is a plain pattern test so no form library loads
 * with every page; a bad address is answered under the field and sends no request.
 */
export const NewsletterSignup = ({ source = 'footer' }: { source?: string }) => {
  const id = useId();
  const { email, setEmail, error, pending, onSubmit } = useNewsletterSignup(source);

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
