import { avatarInitials, HEADER_TRANSLUCENT_AFTER_PX } from '@awc/domain';
import { MenuIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { hasMemberAccess, useViewer, type ViewerUser } from '../../lib/viewer.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Logo } from './logo.tsx';
import { MEMBER_NAV, type NavItem, VISITOR_NAV } from './nav-items.ts';

// The account menu's button is a small chunk of its own, loaded with the signed-in shell; the menus
// themselves (Radix's dropdown and dialog, focus management) load only when the reader reaches for
// them, keeping them out of every first load (components/ui/open-on-intent.tsx).
// Preloadable: a page the server rendered for a signed-in reader hydrates it without suspending.
const UserMenuButton = preloadable<{ user: ViewerUser }>(() => import('./user-menu-button.tsx').then((m) => ({ default: m.UserMenuButton })));
export const preloadUserMenu = (): Promise<unknown> => UserMenuButton.preload();
const MobileMenuSheet = lazy(() => import('./header-menus.tsx').then((m) => ({ default: m.MobileMenuSheet })));

const useScrolledPast = (px: number) => {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return scrolled;
};

type SiteHeaderProps = {
  /** The notification bell, supplied by the app layer when a user is signed in. */
  notificationSlot?: (variant: 'desktop' | 'mobile') => ReactNode;
  /** The search button (with its keyboard shortcut), supplied by the app layer. */
  searchSlot?: ReactNode;
};

export const SiteHeader = ({ notificationSlot, searchSlot }: SiteHeaderProps) => {
  const viewer = useViewer();
  const scrolled = useScrolledPast(HEADER_TRANSLUCENT_AFTER_PX);
  const memberNav = hasMemberAccess(viewer);
  const items = memberNav ? MEMBER_NAV : VISITOR_NAV;
  const signedIn = viewer.status === 'signed-in';

  return (
    <header
      data-site-header
      data-scrolled={scrolled ? 'true' : 'false'}
      // Scrolled, the header floats over the page, the dark footer included: at 80% opacity the navy
      // beneath turned its background grey and the logo's brass text fell to 3.9:1; at 95% it keeps 5.5:1.
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200',
        scrolled ? 'border-line/80 bg-paper/95 shadow-[0_1px_12px_-6px_rgb(11_31_58/0.25)] backdrop-blur-md' : 'border-transparent bg-paper',
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-[4.5rem]">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'relative rounded-md px-3 py-2 text-[0.92rem] font-medium transition-colors',
                      isActive
                        ? 'text-navy-900 after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-brass-500'
                        : 'text-ink-muted hover:text-navy-900',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {searchSlot}
          {signedIn && notificationSlot?.('desktop')}
          <div className="hidden items-center gap-2 lg:flex" data-account={signedIn ? 'signed-in' : 'guest'}>
            {signedIn ? (
              viewer.user && (
                <Suspense fallback={<UserMenuPlaceholder />}>
                  <UserMenuButton user={viewer.user} />
                </Suspense>
              )
            ) : (
              <>
                <Link to="/auth" className={buttonClasses('ghost', 'sm')}>
                  Log In
                </Link>
                <Link to="/membership" className={buttonClasses('primary', 'sm')}>
                  Join Beta
                </Link>
              </>
            )}
          </div>
          <MobileMenu items={items} notificationSlot={notificationSlot} />
        </div>
      </div>
    </header>
  );
};

/**
 * Same size as the user menu's trigger while its code loads: the initials, as the avatar shows
 * them (drawn here without the Avatar component, which would bring Radix into every first load).
 */
const UserMenuPlaceholder = () => {
  const { user } = useViewer();
  return user ? (
    <span
      aria-hidden="true"
      className="m-1 mr-8 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-navy-100 text-xs font-semibold text-navy-800 ring-2 ring-white"
    >
      {avatarInitials(user)}
    </span>
  ) : null;
};

const MobileMenu = ({ items, notificationSlot }: { items: readonly NavItem[]; notificationSlot: SiteHeaderProps['notificationSlot'] }) => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" className="h-6 w-6" />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} items={items} notificationSlot={notificationSlot} />
        </Suspense>
      )}
    </>
  );
};
