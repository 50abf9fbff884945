/**
 * The one route table (see shared/design/routes.md). The web router, the guards, the server's
 * 404 decision and its per-page <head>, the sitemap and the route tests all read this list, so a
 * path exists in exactly one place.
 */
export const ROUTE_GROUPS = ['public', 'signed-in', 'member', 'admin', 'dev'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export type RouteDef = {
  /** React Router pattern; `:slug` marks a parameter. */
  path: string;
  group: RouteGroup;
  /** Page name for <title> ("{title} | product") and the sitemap. */
  title: string;
  /** The page's visible <h1>. */
  heading: string;
  // The meta and Open Graph description is in route-descriptions.ts (routeDescription): the browser
  // needs it only in the two tool lists and after a client-side move, so it stays out of the entry.
  /**
   * Key of the page component. Aliases share their primary's key and name it as `canonical`, so
   * search engines see one URL per page.
   */
  page: string;
  canonical?: string;
  /** A permanent redirect; the server answers 301 and the client navigates. */
  redirectTo?: string;
  /** Listed in /sitemap.xml (public, indexable, not an alias, no parameter). */
  sitemap?: boolean;
};

const r = (path: string, group: RouteGroup, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  group,
  title,
  heading: extra.heading ?? title,
  page: extra.page ?? path,
  sitemap: extra.sitemap ?? (group === 'public' && !path.includes(':') && !extra.canonical && !extra.redirectTo),
  ...extra,
});

const alias = (path: string, primary: RouteDef): RouteDef => ({
  ...primary,
  path,
  canonical: primary.path,
  sitemap: false,
});

const trueHourly = r('/tools/true-hourly-rate', 'member', 'True Hourly Rate Calculator');
const netWorth = r('/tools/net-worth', 'member', 'Net Worth Calculator');
const emergencyFund = r('/tools/emergency-fund', 'member', 'Emergency Fund Calculator');
const practiceArea = r('/tools/practice-area-assessment', 'member', 'Practice Area Pivot Assessment');

export const ROUTES: readonly RouteDef[] = [
  // ---- public: marketing and content
  r('/', 'public', 'Financial clarity for attorneys', { heading: 'Financial clarity for the practice of your life' }),
  r('/about', 'public', 'About', {
    heading: 'About the Collective',
  }),
  r('/contact', 'public', 'Contact', { heading: 'Contact us' }),
  r('/membership', 'public', 'Membership', { heading: 'Membership' }),
  r('/membership-benefits', 'public', 'Membership Benefits', { heading: 'Membership benefits' }),
  r('/blog', 'public', 'Blog', {
    heading: 'The Blog',
  }),
  r('/blog/:slug', 'public', 'Article', { page: '/blog/:slug' }),
  // Beyond routes.md (PUBLIC_ROUTES_BEYOND_ROUTES_MD): the newsletter's web archive (decision 333).
  r('/newsletter/:slug', 'public', 'Newsletter', { page: '/newsletter/:slug' }),
  r('/terms', 'public', 'Terms of Service', { heading: 'Terms of Service' }),
  r('/privacy', 'public', 'Privacy Policy', { heading: 'Privacy Policy' }),
  r('/privacy-policy', 'public', 'Privacy Policy', { redirectTo: '/privacy' }),
  r('/disclaimer', 'public', 'Disclaimer', { heading: 'Disclaimer' }),
  r('/advisortldr', 'public', 'AdvisorTLDR', { heading: 'AdvisorTLDR' }),
  r('/attorney-wealth-blueprint', 'public', 'The Attorney Wealth Blueprint', { heading: 'The Attorney Wealth Blueprint' }),
  r('/tools', 'public', 'Money Tools', { heading: 'Money tools for attorneys' }),
  r('/tools/debt-investment-calculator', 'public', 'Debt vs. Invest Calculator', { heading: 'Debt vs. Invest Calculator' }),
  r('/tools/savings-strategy-navigator', 'public', 'Savings Strategy Navigator', { heading: 'Savings Strategy Navigator' }),
  r('/tools/student-loan-vs-investing-navigator', 'public', 'Student Loan vs. Investing Decision Framework', {
    heading: 'Student Loan vs. Investing Decision Framework',
  }),
  r('/firm-pilot-program', 'public', 'Firm Pilot Program', {
    heading: 'Firm Pilot Program',
  }),
  r('/compoundingcounsel', 'public', 'Compounding Counsel', {
    heading: 'Compounding Counsel',
  }),
  r('/faq', 'public', 'Frequently Asked Questions', {
    heading: 'Frequently asked questions',
  }),
  r('/the-equity-brief', 'public', 'The Equity Brief', { heading: 'The Equity Brief' }),
  r('/case-method', 'public', 'The Case Method', { heading: 'The Case Method' }),
  r('/case-method-guide', 'public', 'The Case Method Guide', { heading: 'The Case Method Guide' }),
  r('/glossary', 'public', 'Glossary', {
    heading: 'Glossary',
  }),
  r('/glossary/:slug', 'public', 'Glossary term', { page: '/glossary/:slug' }),
  r('/napfa', 'public', 'Finding a Fee-Only Advisor', {
    heading: 'Finding a fee-only advisor',
  }),
  // Beyond routes.md (PUBLIC_ROUTES_BEYOND_ROUTES_MD): the newsletter's double opt-in link (decision 335).
  r('/confirm-subscription', 'public', 'Confirm your subscription', {
    heading: 'Confirm your subscription',
    sitemap: false,
  }),
  r('/unsubscribe-successful', 'public', 'Unsubscribed', {
    heading: 'You’re unsubscribed',
    sitemap: false,
  }),
  r('/auth', 'public', 'Sign in or join', { heading: 'Welcome Back', sitemap: false }),
  r('/login', 'public', 'Log In', { heading: 'Log In', sitemap: false }),
  r('/reset-password', 'public', 'Reset Password', { heading: 'Reset your password', sitemap: false }),

  // ---- signed-in
  r('/membership/checkout', 'signed-in', 'Checkout', { heading: 'Complete your membership' }),
  r('/account', 'signed-in', 'Your Account', { heading: 'Your account' }),
  r('/notifications', 'signed-in', 'Notifications', { heading: 'Notifications' }),

  // ---- member
  r('/dashboard', 'member', 'Dashboard', { heading: 'Dashboard' }),
  r('/content', 'member', 'Content Hub', { heading: 'Content Hub' }),
  r('/community', 'member', 'Community', { heading: 'Community' }),
  r('/suggestions', 'member', 'Suggestions', { heading: 'Suggestions' }),
  r('/submit-topic', 'member', 'Submit a Topic', { heading: 'Submit a topic' }),
  trueHourly,
  alias('/tools/true-hourly-rate-calculator', trueHourly),
  netWorth,
  alias('/tools/net-worth-calculator', netWorth),
  r('/tools/student-loan-navigator', 'member', 'Student Loan Navigator'),
  r('/tools/estimated-tax-navigator', 'member', 'Estimated Tax Navigator'),
  emergencyFund,
  alias('/tools/emergency-fund-calculator', emergencyFund),
  r('/tools/job-offer-checklist', 'member', 'Job Offer Checklist'),
  practiceArea,
  alias('/tools/practice-area-pivot', practiceArea),
  r('/tools/buy-vs-rent-navigator', 'member', 'Buy vs Rent Navigator'),
  // Beyond routes.md (MEMBER_ROUTES_BEYOND_ROUTES_MD): the admin tool, opened to members too (decision 310).
  r('/tools/stock-option-explainer', 'member', 'Stock Option Explainer'),

  // Beyond routes.md (MEMBER_ROUTES_BEYOND_ROUTES_MD): the PSLF tracker beside the Student Loan Navigator (decision 401).
  r('/tools/pslf-tracker', 'member', 'PSLF Tracker'),

  // ---- admin
  r('/admin/dashboard', 'admin', 'Admin Dashboard', { heading: 'Admin dashboard' }),
  r('/admin/blog', 'admin', 'Blog Admin', { heading: 'Blog admin' }),
  r('/admin/session-hub', 'admin', 'Session Hub', { heading: 'Session Hub' }),
  r('/admin/interactive-budget-planner', 'admin', 'Interactive Budget Planner'),
  r('/admin/savings-strategies', 'admin', 'Savings Strategies'),
  r('/admin/insurance-needs-analysis', 'admin', 'Insurance Needs Analysis'),
  r('/admin/credit-score-factors-explorer', 'admin', 'Credit Score Factors Explorer'),
  r('/admin/stock-option-explainer', 'admin', 'Stock Option Explainer'),

  // ---- development only
  r('/debug/practice-area', 'dev', 'Practice Area Diagnostics'),
  r('/dev/mailbox', 'dev', 'Development Mailbox', { heading: 'Development mailbox' }),
];

/**
 * Routes the product has beyond shared/design/routes.md, each with the decision that adds it. The
 * route-table test accepts these and nothing else, so routes.md stays the reference without being
 * edited for a product choice made later: the Stock Option Explainer stays at /admin as the spec
 * lists it, and is also a member tool (issue 18: in-house and start-up lawyers need it most).
 */
export const MEMBER_ROUTES_BEYOND_ROUTES_MD: Readonly<Record<string, string>> = {
  '/tools/stock-option-explainer': 'docs/decisions/310-stock-option-explainer-for-members.md',
  '/tools/pslf-tracker': 'docs/decisions/401-pslf-tracker.md',
};

/** Public routes beyond routes.md, each with the decision that adds it (the same rule as above). */
export const PUBLIC_ROUTES_BEYOND_ROUTES_MD: Readonly<Record<string, string>> = {
  '/newsletter/:slug': 'docs/decisions/333-newsletter-issues.md',
  '/confirm-subscription': 'docs/decisions/335-newsletter-double-opt-in.md',
};

const compiled = ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, names, regex: new RegExp(`^${source || '/'}$`) };
});

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

/** Finds the route for a URL path (no query). A trailing slash is tolerated; case matters. */
export const matchRoute = (pathname: string): RouteMatch | null => {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const { route, names, regex } of compiled) {
    const m = regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route, params };
  }
  return null;
};

export const routeByPath = (path: string): RouteDef => {
  const found = ROUTES.find((route) => route.path === path);
  if (!found) throw new Error(`No route ${path} in the route table`);
  return found;
};

/** Whether a group is reachable in this environment (dev pages vanish in production). */
/**
 * Where an administrator without two-factor sign-in is sent from every admin page (decision 422).
 * With the routes, not the two-factor texts: the guards read it on every signed-in page, and the
 * texts would come with it into that first load.
 */
export const TWO_FACTOR_ENROLL_PATH = '/account?tab=security';

export const isGroupEnabled = (group: RouteGroup, nodeEnv: string | undefined): boolean => group !== 'dev' || nodeEnv !== 'production';
