import { avatarInitials } from '@awc/domain';
import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { preloadable } from '../../lib/preloadable.tsx';
import type { ViewerUser } from '../../lib/viewer.tsx';
import { OpenOnIntent, type OpenOnIntentProps } from '../ui/open-on-intent.tsx';

// The menu itself (Radix's dropdown with its positioning and focus handling) loads on intent.
const UserMenu = preloadable<OpenOnIntentProps>(() => import('./header-menus.tsx').then((m) => ({ default: m.UserMenu })));

export const accountMenuName = (user: ViewerUser): string =>
  `Account menu for ${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.fullName || user.email}`;

/**
 * The account menu's trigger, one button for the stand-in and for the real menu so the two look
 * and read alike. The picture sits over the initials: until it loads, or if it cannot, the
 * initials show, as the avatar elsewhere does.
 */
export const UserMenuTriggerButton = ({ user, ...props }: ComponentProps<'button'> & { user: ViewerUser }) => (
  <button
    type="button"
    className="flex cursor-pointer items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-navy-50"
    aria-label={accountMenuName(user)}
    {...props}
  >
    <span
      aria-hidden="true"
      className="relative inline-flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-navy-100 align-middle text-xs font-semibold text-navy-800 ring-2 ring-white"
    >
      {avatarInitials(user)}
      {user.avatarUrl && <img src={user.avatarUrl} alt="" referrerPolicy="no-referrer" className="absolute inset-0 h-full w-full object-cover" />}
    </span>
    <ChevronDownIcon aria-hidden="true" className="h-4 w-4 text-ink-muted" />
  </button>
);

/** The account menu in the header: a plain button until the reader reaches for it. */
export const UserMenuButton = ({ user }: { user: ViewerUser }) => (
  <OpenOnIntent
    part={UserMenu}
    props={{}}
    trigger={(handlers) => <UserMenuTriggerButton user={user} aria-haspopup="menu" aria-expanded={false} data-state="closed" {...handlers} />}
  />
);
