import { type AvatarPerson, avatarInitials } from '@awc/domain';
import { Avatar as RadixAvatar } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

const SIZES = {
  xs: 'h-6 w-6 text-[0.625rem]',
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-14 w-14 text-lg',
  xl: 'h-24 w-24 text-3xl',
} as const;

const DOT_SIZES = { xs: 'h-1.5 w-1.5', sm: 'h-2 w-2', md: 'h-2.5 w-2.5', lg: 'h-3.5 w-3.5', xl: 'h-5 w-5' } as const;
const STATUS = { online: 'bg-[#12b76a]', offline: 'bg-[#98a2b3]', away: 'bg-[#f79009]' } as const;

type AvatarProps = {
  person: AvatarPerson;
  /** Already resolved with avatarSource(): profile picture, else provider picture. */
  src?: string | null;
  size?: keyof typeof SIZES;
  status?: keyof typeof STATUS;
  className?: string;
  /** Decorative when the name is printed beside it. */
  decorative?: boolean;
};

export const Avatar = ({ person, src, size = 'md', status, className, decorative }: AvatarProps) => {
  const initials = avatarInitials(person);
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || person.fullName || person.email || 'User';
  return (
    <span className={cn('relative inline-flex shrink-0', className)} data-size={size}>
      <RadixAvatar.Root
        className={cn(
          'inline-flex items-center justify-center overflow-hidden rounded-full bg-navy-100 align-middle font-semibold text-navy-800 ring-2 ring-white',
          SIZES[size],
        )}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        {src && <RadixAvatar.Image src={src} alt="" referrerPolicy="no-referrer" className="h-full w-full object-cover" />}
        <RadixAvatar.Fallback {...(src ? { delayMs: 400 } : {})}>{initials}</RadixAvatar.Fallback>
      </RadixAvatar.Root>
      {status && (
        <span
          className={cn('absolute bottom-0 right-0 rounded-full ring-2 ring-white', DOT_SIZES[size], STATUS[status])}
          role="img"
          aria-label={status}
        />
      )}
    </span>
  );
};
