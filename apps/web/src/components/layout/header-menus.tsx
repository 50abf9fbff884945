import { LogOutIcon, XIcon } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import type { OpenOnIntentProps } from '../ui/open-on-intent.tsx';
import { Link, NavLink } from 'react-router';
import { useViewer } from '../../lib/viewer.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { MEMBER_EXTRA, type NavItem, USER_MENU } from './nav-items.ts';
import { UserMenuTriggerButton } from './user-menu-button.tsx';

/** The account menu (spec §2), loaded and opened by the header's stand-in trigger (UserMenuButton). */
export const UserMenu = ({ initialOpen = false, fromKeyboard = false }: OpenOnIntentProps) => {
  const viewer = useViewer();
  const focusFirstItem = useRef(fromKeyboard);
  const user = viewer.user;
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.fullName || user.email;
  return (
    <DropdownMenu defaultOpen={initialOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuTriggerButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(event) => {
          // Opened from the keyboard before the menu's code had loaded, the menu never saw the key
          // and focuses itself; its first item is where its own keyboard opening lands.
          if (!focusFirstItem.current || event.target !== event.currentTarget) return;
          focusFirstItem.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
        }}
      >
        <DropdownMenuLabel>
          <span className="block text-sm font-semibold text-ink">{name}</span>
          <span className="block truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {USER_MENU.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        {MEMBER_EXTRA.filter((i) => !i.adminOnly || viewer.isAdmin).map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={viewer.signingOut}
          onSelect={(event) => {
            event.preventDefault();
            void viewer.signOut();
          }}
        >
          <LogOutIcon aria-hidden="true" className="h-4 w-4" />
          {viewer.signingOut ? 'Signing out...' : 'Log out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly NavItem[];
  notificationSlot?: ((variant: 'desktop' | 'mobile') => ReactNode) | undefined;
};

/** The menu below the large breakpoint (spec §2), as a modal sheet. */
export const MobileMenuSheet = ({ open, onOpenChange, items, notificationSlot }: MobileMenuSheetProps) => {
  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in';
  const linkClass = 'block rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-navy-50 aria-[current=page]:bg-navy-50';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/40 lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-paper shadow-[var(--shadow-pop)] lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <RadixDialog.Title className="font-serif text-lg font-semibold text-navy-900">Menu</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <XIcon aria-hidden="true" className="h-5 w-5" />
              </Button>
            </RadixDialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 px-3 py-4">
            <ul className="space-y-0.5">
              {items
                .filter((i) => !i.desktopOnly)
                .map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={linkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
            <div className="my-4 h-px bg-line" />
            {signedIn ? (
              <>
                {viewer.user && (
                  <div className="mb-3 flex items-center gap-3 px-3">
                    <Avatar person={viewer.user} src={viewer.user.avatarUrl} size="md" decorative />
                    <div className="min-w-0">
                      <p className="truncate text-sm font-semibold text-ink">
                        {[viewer.user.firstName, viewer.user.lastName].filter(Boolean).join(' ') || viewer.user.email}
                      </p>
                      <p className="truncate text-xs text-ink-muted">{viewer.user.email}</p>
                    </div>
                    <div className="ml-auto">{notificationSlot?.('mobile')}</div>
                  </div>
                )}
                <ul className="space-y-0.5">
                  {[...USER_MENU, ...MEMBER_EXTRA]
                    .filter((i) => !i.adminOnly || viewer.isAdmin)
                    .map((item) => (
                      <li key={item.to}>
                        <Link to={item.to} className={linkClass}>
                          {item.label}
                        </Link>
                      </li>
                    ))}
                </ul>
                <Button variant="secondary" className="mt-4 w-full" disabled={viewer.signingOut} onClick={() => void viewer.signOut()}>
                  <LogOutIcon aria-hidden="true" className="h-4 w-4" />
                  {viewer.signingOut ? 'Signing out...' : 'Sign Out'}
                </Button>
              </>
            ) : (
              <div className="flex flex-col gap-2 px-1">
                <Link to="/auth" className={buttonClasses('secondary', 'md', 'w-full')}>
                  Log In
                </Link>
                <Link to="/membership" className={buttonClasses('primary', 'md', 'w-full')}>
                  Join Beta
                </Link>
              </div>
            )}
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
