import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** The wordmark: a column-and-pediment mark (the courthouse) beside the name. */
export const Logo = ({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) => (
  <Link to="/" className={cn('group inline-flex items-center gap-2.5 rounded-md', className)} aria-label="Attorney Wealth Collective, home">
    <svg viewBox="0 0 64 64" aria-hidden="true" className="h-9 w-9 shrink-0">
      <rect width="64" height="64" rx="12" fill={tone === 'dark' ? '#0b1f3a' : '#ffffff'} fillOpacity={tone === 'dark' ? 1 : 0.08} />
      <path d="M32 12 14 22v4h36v-4L32 12Zm-14 18v16h6V30h-6Zm11 0v16h6V30h-6Zm11 0v16h6V30h-6ZM14 49v4h36v-4H14Z" fill="#d9c08f" />
    </svg>
    <span className="flex flex-col leading-none">
      <span className={cn('font-serif text-[1.05rem] font-semibold tracking-tight', tone === 'dark' ? 'text-navy-900' : 'text-white')}>
        Attorney Wealth
      </span>
      <span className={cn('mt-1 text-[0.62rem] font-semibold uppercase tracking-[0.24em]', tone === 'dark' ? 'text-brass-700' : 'text-brass-300')}>
        Collective
      </span>
    </span>
  </Link>
);
