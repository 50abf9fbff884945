import { type NotificationDto, relativeTime } from '@awc/domain';
import { cn } from '../../../lib/cn.ts';

/** Title, message, 'x ago' and the unread mark, shared by the dropdown and /notifications. */
export const NotificationText = ({ n, now }: { n: NotificationDto; now: Date }) => (
  <span className="flex min-w-0 flex-1 items-start gap-2.5">
    <span aria-hidden="true" className={cn('mt-1.5 h-2 w-2 shrink-0 rounded-full', n.readAt ? 'bg-transparent' : 'bg-brass-500')} />
    <span className="min-w-0 flex-1">
      <span className={cn('block text-sm text-navy-900', n.readAt ? 'font-medium' : 'font-semibold')}>
        {!n.readAt && <span className="sr-only">Unread: </span>}
        {n.title}
      </span>
      <span className="mt-0.5 block whitespace-pre-line break-words text-sm text-ink-muted">{n.message}</span>
      {/* The server-rendered /notifications page and the hydrating browser may fall either side of
          a boundary ('just now' → '1 minute ago'): keep the server's text, no mismatch error. */}
      <time dateTime={n.createdAt} suppressHydrationWarning className="mt-1 block text-xs text-ink-muted">
        {relativeTime(n.createdAt, now)}
      </time>
    </span>
  </span>
);
