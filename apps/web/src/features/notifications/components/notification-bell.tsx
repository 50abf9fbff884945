import { NOTIFICATION_LIST_MAX_HEIGHT_PX, NOTIFICATION_SCROLL_HIDE_DELAY_MS, unreadSummary } from '@awc/domain';
import { Popover, ScrollArea } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { OpenOnIntentProps } from '../../../components/ui/open-on-intent.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { notificationsStore } from '../api/notifications-store.ts';
import { useNotifications } from '../api/use-notifications.ts';
import { BellTriggerButton, type BellVariant } from './notification-bell-button.tsx';
import { NotificationText } from './notification-item.tsx';

/** Re-renders every minute so 'x ago' stays true while the dropdown is open. */
export const useNow = (active = true) => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const t = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(t);
  }, [active]);
  return now;
};

/**
 * The bell's list (spec §2), loaded and opened by the header's stand-in bell
 * (NotificationBellButton), whose button it keeps as its trigger.
 */
export const NotificationBell = ({ variant, initialOpen = false }: { variant: BellVariant } & OpenOnIntentProps) => {
  const state = useNotifications();
  const [open, setOpen] = useState(initialOpen);
  const now = useNow(open);
  const hasRead = state.items.some((n) => n.readAt) || state.total > state.unreadCount;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <BellTriggerButton variant={variant} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Notifications"
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden rounded-xl border border-line bg-white shadow-[var(--shadow-pop)] animate-fade-in"
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
            <div>
              <h2 className="text-base font-semibold text-navy-900">Notifications</h2>
              <p className="text-xs text-ink-muted" aria-live="polite">
                {unreadSummary(state.unreadCount, state.total)}
              </p>
            </div>
            <div className="flex items-center gap-1">
              <button
                type="button"
                className={buttonClasses('ghost', 'sm', 'h-8 px-2 text-xs')}
                disabled={state.unreadCount === 0}
                onClick={() => void notificationsStore.markAllRead()}
              >
                Mark all read
              </button>
              <button
                type="button"
                className={buttonClasses('ghost', 'sm', 'h-8 px-2 text-xs')}
                disabled={!hasRead}
                onClick={() => void notificationsStore.clearRead()}
              >
                Clear read
              </button>
            </div>
          </div>
          {state.status === 'loading' && state.items.length === 0 ? (
            <div className="flex justify-center p-6">
              <Spinner />
            </div>
          ) : state.items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-ink-muted">No notifications yet</p>
          ) : (
            <ScrollArea.Root type="scroll" scrollHideDelay={NOTIFICATION_SCROLL_HIDE_DELAY_MS} className="relative overflow-hidden">
              <ScrollArea.Viewport data-testid="notification-list" style={{ maxHeight: NOTIFICATION_LIST_MAX_HEIGHT_PX }} className="w-full">
                <ul aria-label="Latest notifications" className="divide-y divide-line">
                  {state.items.map((n) => (
                    <li key={n.id}>
                      <button
                        type="button"
                        data-unread={n.readAt ? undefined : 'true'}
                        className={cn(
                          'flex w-full cursor-pointer px-4 py-3 text-left transition-colors hover:bg-navy-50 focus-visible:bg-navy-50 focus-visible:outline-none',
                          !n.readAt && 'bg-brass-50',
                        )}
                        onClick={() => {
                          setOpen(false);
                          void notificationsStore.open(n);
                        }}
                      >
                        <NotificationText n={n} now={now} />
                      </button>
                    </li>
                  ))}
                </ul>
              </ScrollArea.Viewport>
              <ScrollArea.Scrollbar orientation="vertical" className="flex w-2 touch-none select-none p-0.5">
                <ScrollArea.Thumb className="relative flex-1 rounded-full bg-line-strong" />
              </ScrollArea.Scrollbar>
            </ScrollArea.Root>
          )}
          <div className="border-t border-line p-2">
            <Link to="/notifications" onClick={() => setOpen(false)} className={buttonClasses('ghost', 'sm', 'w-full')}>
              View all
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
