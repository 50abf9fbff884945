import { badgeLabel } from '@awc/domain';
import { BellIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { OpenOnIntent, type OpenOnIntentProps } from '../../../components/ui/open-on-intent.tsx';
import { cn } from '../../../lib/cn.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import { useNotifications } from '../api/use-notifications.ts';

export type BellVariant = 'desktop' | 'mobile';

// The list itself (Radix's popover and scroll area) loads when the reader reaches for the bell.
const NotificationBell = preloadable<{ variant: BellVariant } & OpenOnIntentProps>(() =>
  import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/**
 * The bell with its unread badge: one button for the stand-in and for the real popover's trigger,
 * so the two look and read alike. `desktop` is the account-menu variant (badge capped at '9+');
 * `mobile` sits in the mobile menu (capped at '99+').
 */
export const BellTriggerButton = ({ variant, ...props }: ComponentProps<'button'> & { variant: BellVariant }) => {
  const state = useNotifications();
  const badge = badgeLabel(state.unreadCount, variant === 'desktop' ? 'compact' : 'default');
  return (
    <button
      type="button"
      className={cn(buttonClasses('ghost', 'icon'), 'relative')}
      aria-label={state.unreadCount > 0 ? `Notifications, ${state.unreadCount} unread` : 'Notifications'}
      data-testid={`notification-bell-${variant}`}
      // The live stream's state, for tests and support: 'open' once the server has said ready.
      data-live={state.connection}
      {...props}
    >
      <BellIcon aria-hidden="true" className="h-5 w-5" />
      {badge && (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-[0.68rem] font-bold leading-none text-white ring-2 ring-paper"
        >
          {badge}
        </span>
      )}
    </button>
  );
};

/** The header's bell (spec §2): a plain button until the reader reaches for the list. */
export const NotificationBellButton = ({ variant }: { variant: BellVariant }) => (
  <OpenOnIntent
    part={NotificationBell}
    props={{ variant }}
    trigger={(handlers) => <BellTriggerButton variant={variant} aria-haspopup="dialog" aria-expanded={false} data-state="closed" {...handlers} />}
  />
);
