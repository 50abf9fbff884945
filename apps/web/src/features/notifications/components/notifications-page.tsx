import { unreadSummary } from '@awc/domain';
import { CheckIcon, ExternalLinkIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { notificationsStore } from '../api/notifications-store.ts';
import { useNotifications } from '../api/use-notifications.ts';
import { useNow } from './notification-bell.tsx';
import { NotificationText } from './notification-item.tsx';

type Filter = 'all' | 'unread';

/** /notifications: the full history with an unread/all filter, load-more, mark and delete. */
export const NotificationsHistory = () => {
  const state = useNotifications();
  const [filter, setFilter] = useState<Filter>('all');
  const now = useNow();
  const shown = filter === 'unread' ? state.items.filter((n) => !n.readAt) : state.items;
  const hasRead = state.total > state.unreadCount || state.items.some((n) => n.readAt);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border border-line bg-white p-1">
          <legend className="sr-only">Show</legend>
          {(['all', 'unread'] as const).map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                filter === f ? 'bg-navy-900 text-white' : 'text-ink-muted hover:text-navy-900',
              )}
            >
              {f === 'all' ? 'All' : 'Unread'}
            </button>
          ))}
        </fieldset>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {unreadSummary(state.unreadCount, state.total)}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={state.unreadCount === 0} onClick={() => void notificationsStore.markAllRead()}>
            Mark all read
          </Button>
          <Button variant="secondary" size="sm" disabled={!hasRead} onClick={() => void notificationsStore.clearRead()}>
            Clear read
          </Button>
        </div>
      </div>

      {state.status === 'loading' && state.items.length === 0 ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : state.status === 'error' && state.items.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-ink">Failed to load notifications</p>
          <Button className="mt-4" variant="secondary" onClick={() => void notificationsStore.reload()}>
            Try Again
          </Button>
        </Card>
      ) : shown.length === 0 ? (
        <Card className="p-8 text-center text-ink-muted">
          {filter === 'unread' && state.total > 0 ? 'No new notifications' : 'No notifications yet'}
        </Card>
      ) : (
        <Card className="overflow-hidden p-0">
          <ul aria-label="Notifications" className="divide-y divide-line">
            {shown.map((n) => (
              <li
                key={n.id}
                data-unread={n.readAt ? undefined : 'true'}
                className={cn('flex flex-wrap items-start gap-3 px-4 py-4 sm:px-5', !n.readAt && 'bg-brass-50')}
              >
                <NotificationText n={n} now={now} />
                <div className="flex shrink-0 items-center gap-1">
                  {n.linkUrl && (
                    <Button variant="ghost" size="sm" aria-label={`Open: ${n.title}`} onClick={() => void notificationsStore.open(n)}>
                      <ExternalLinkIcon aria-hidden="true" className="h-4 w-4" />
                      Open
                    </Button>
                  )}
                  {!n.readAt && (
                    <Button variant="ghost" size="sm" aria-label={`Mark read: ${n.title}`} onClick={() => void notificationsStore.markRead(n.id)}>
                      <CheckIcon aria-hidden="true" className="h-4 w-4" />
                      Mark read
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" aria-label={`Delete: ${n.title}`} onClick={() => void notificationsStore.remove(n.id)}>
                    <Trash2Icon aria-hidden="true" className="h-4 w-4" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {state.hasMore && (
        <div className="flex justify-center">
          <Button variant="secondary" loading={state.loadingMore} onClick={() => void notificationsStore.loadMore()}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
};
