/** Spec §2 navigation, in the order given, plus Tools for members (decision 350). */
export type NavItem = { to: string; label: string; desktopOnly?: boolean; adminOnly?: boolean };

export const VISITOR_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home', desktopOnly: true },
  { to: '/about', label: 'About' },
  { to: '/membership', label: 'Membership' },
  { to: '/tools', label: 'Tools' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

export const MEMBER_NAV: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  // Issue 19: the tools are what a member pays for; the spec's list had no way to them (decision 350).
  { to: '/tools', label: 'Tools' },
  { to: '/content', label: 'Content Hub' },
  { to: '/community', label: 'Community' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

export const USER_MENU: readonly NavItem[] = [
  { to: '/account', label: 'Account' },
  { to: '/notifications', label: 'Notifications' },
  { to: '/account?tab=settings', label: 'Settings' },
];

/**
 * What the account menu adds for signed-in users: the spec gave these to the mobile menu only;
 * desktop has them too (decision 350).
 */
export const MEMBER_EXTRA: readonly NavItem[] = [
  { to: '/suggestions', label: 'View Suggestions' },
  { to: '/submit-topic', label: 'Submit a Topic' },
  { to: '/admin/dashboard', label: 'Admin Panel', adminOnly: true },
];

export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavItem[] }[] = [
  {
    title: 'Explore',
    links: [
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/contact', label: 'Contact' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Membership',
    links: [
      { to: '/membership#benefits', label: 'Benefits' },
      { to: '/membership#pricing', label: 'Pricing' },
      { to: '/content', label: 'Content Hub' },
      { to: '/community', label: 'Community' },
      { to: '/auth', label: 'Member Login' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/case-method-guide', label: 'Case Method Guide' },
      { to: '/advisortldr', label: 'AdvisorTLDR' },
      { to: '/tools/student-loan-vs-investing-navigator', label: 'Student Loan vs. Investing Navigator' },
      { to: '/glossary', label: 'Glossary' },
      { to: '/compoundingcounsel', label: 'Compounding Counsel (Coming 2026)' },
      { to: '/the-equity-brief', label: 'The Equity Brief (Coming 2027)' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/disclaimer', label: 'Disclaimer' },
    ],
  },
];
