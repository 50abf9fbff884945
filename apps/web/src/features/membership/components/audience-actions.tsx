import type { ReactNode } from 'react';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { isPageReady } from '../../../lib/page-ready.ts';
import { type AuthState, useAuthState } from '../../../lib/auth/session-store.ts';

/** Where a signed-in non-member completes a membership (the page offers the switch to monthly). */
export const CHECKOUT_PATH = '/membership/checkout?plan=annual';

/** Who a public page's main action is for: a visitor, a signed-in non-member, or a member (admins count as members). */
export type Audience = 'guest' | 'signed-in' | 'member';

/** The audience once it is known; null while the session or, for a signed-in reader, the membership check is pending. */
export const audienceOf = (auth: AuthState): Audience | null => {
  if (!auth.me?.user) return auth.me === null && auth.loading && !auth.error ? null : 'guest';
  if (auth.me.isAdmin) return 'member';
  const { status, view } = auth.subscription;
  if (status === 'ready') return view?.isSubscribed ? 'member' : 'signed-in';
  // A failed check counts as "not subscribed" (spec §8), as the guards read it.
  if (status === 'error') return 'signed-in';
  return null;
};

export const useAudience = (): Audience | null => audienceOf(useAuthState());

/**
 * The action area of a public page, for whoever reads it (decision 373). Prerendered pages are the
 * signed-out view (decision 290), so until the audience is known this renders the visitor's
 * actions, and they are never shown to someone they are not for:
 * - while the session is unknown on the first page, the server's `data-signed-in-hint` (sent when
 *   a session cookie came with the request) keeps them hidden, space kept (`data-account="guest"`,
 *   styles/app.css); a visitor without a session sees them at once, and they stay;
 * - once the reader is known to be signed in but the membership check has not answered, and on any
 *   later page while the session loads, they are hidden by this component, space kept;
 * - then the right actions replace them in the same place. Every audience's actions are the same
 *   buttons in the same row, so the swap moves nothing below them.
 */
export const AudienceActions = ({ render, className }: { render: (audience: Audience) => ReactNode; className?: string }) => {
  const auth = useAuthState();
  const audience = audienceOf(auth);
  // On the first page this render may be hydrating server markup: it must equal the visitor's view.
  const [laterPage] = useState(() => isPageReady());
  if (audience) {
    return (
      <div className={className} data-audience={audience}>
        {render(audience)}
      </div>
    );
  }
  const hidden = laterPage || Boolean(auth.me?.user);
  return (
    <div className={cn(className, hidden && 'invisible')} data-account="guest" data-audience="pending">
      {render('guest')}
    </div>
  );
};
