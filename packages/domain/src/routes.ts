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
  /** Meta and Open Graph description. */
  description: string;
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

const r = (path: string, group: RouteGroup, title: string, description: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  group,
  title,
  heading: extra.heading ?? title,
  description,
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

const trueHourly = r(
  '/tools/true-hourly-rate',
  'member',
  'True Hourly Rate Calculator',
  'What your legal salary is really worth per hour once billable targets, non-billable work and taxes are counted.',
);
const netWorth = r(
  '/tools/net-worth',
  'member',
  'Net Worth Calculator',
  'Add up what you own and what you owe, including student loans, to see your net worth and how it is built.',
);
const emergencyFund = r(
  '/tools/emergency-fund',
  'member',
  'Emergency Fund Calculator',
  'Size an emergency fund for an attorney’s income, job stability and obligations.',
);
const practiceArea = r(
  '/tools/practice-area-assessment',
  'member',
  'Practice Area Pivot Assessment',
  'A structured look at whether a move to another practice area fits your finances, skills and goals.',
);

export const ROUTES: readonly RouteDef[] = [
  // ---- public: marketing and content
  r(
    '/',
    'public',
    'Financial clarity for attorneys',
    'Financial education, money tools and a private community built for US attorneys: student loans, BigLaw pay, partnership, taxes and investing.',
    { heading: 'Financial clarity for the practice of your life' },
  ),
  r('/about', 'public', 'About', 'Who we are, why we built a financial education membership for attorneys, and the principles we hold to.', {
    heading: 'About the Collective',
  }),
  r('/contact', 'public', 'Contact', 'Questions about membership, the tools or a firm program? Write to us.', { heading: 'Contact us' }),
  r(
    '/membership',
    'public',
    'Membership',
    'Monthly and annual membership plans: member tools, the content hub, live sessions and the attorney community.',
    { heading: 'Membership' },
  ),
  r(
    '/membership-benefits',
    'public',
    'Membership Benefits',
    'Everything a member gets: tools, guides, live sessions, replays and a community of attorneys.',
    { heading: 'Membership benefits' },
  ),
  r('/blog', 'public', 'Blog', 'Articles on student loans, PSLF, BigLaw compensation, taxes, insurance and investing for attorneys.', {
    heading: 'The Blog',
  }),
  r('/blog/:slug', 'public', 'Article', 'An article from the Attorney Wealth Collective blog.', { page: '/blog/:slug' }),
  // Beyond routes.md (PUBLIC_ROUTES_BEYOND_ROUTES_MD): the newsletter's web archive (decision 333).
  r('/newsletter/:slug', 'public', 'Newsletter', 'An issue of the Attorney Wealth Collective monthly brief.', { page: '/newsletter/:slug' }),
  r('/terms', 'public', 'Terms of Service', 'The terms that govern use of the site and the membership.', { heading: 'Terms of Service' }),
  r('/privacy', 'public', 'Privacy Policy', 'What we collect, why, how long we keep it and your choices.', { heading: 'Privacy Policy' }),
  r('/privacy-policy', 'public', 'Privacy Policy', 'What we collect, why, how long we keep it and your choices.', { redirectTo: '/privacy' }),
  r('/disclaimer', 'public', 'Disclaimer', 'Education, not advice: what our content and tools are and are not.', { heading: 'Disclaimer' }),
  r(
    '/advisortldr',
    'public',
    'AdvisorTLDR',
    'Plain-English summaries of what financial advisors offer attorneys, how they are paid and what to ask.',
    { heading: 'AdvisorTLDR' },
  ),
  r(
    '/attorney-wealth-blueprint',
    'public',
    'The Attorney Wealth Blueprint',
    'A step-by-step framework for building wealth across an attorney’s career, from first-year associate to partner.',
    { heading: 'The Attorney Wealth Blueprint' },
  ),
  r(
    '/tools',
    'public',
    'Money Tools',
    'Calculators and navigators for attorneys: debt versus investing, savings priorities, student loans, taxes and more.',
    { heading: 'Money tools for attorneys' },
  ),
  r(
    '/tools/debt-investment-calculator',
    'public',
    'Debt vs. Invest Calculator',
    'Compare paying down student loans and other debt against investing, with attorney-specific context.',
    { heading: 'Debt vs. Invest Calculator' },
  ),
  r(
    '/tools/savings-strategy-navigator',
    'public',
    'Savings Strategy Navigator',
    'Determine your optimal savings allocation based on your situation and goals.',
    { heading: 'Savings Strategy Navigator' },
  ),
  r(
    '/tools/student-loan-vs-investing-navigator',
    'public',
    'Student Loan vs. Investing Decision Framework',
    'A five-step questionnaire that sends you a personalized educational PDF report on paying down loans versus investing.',
    { heading: 'Student Loan vs. Investing Decision Framework' },
  ),
  r('/firm-pilot-program', 'public', 'Firm Pilot Program', 'Bring financial education to your associates: a pilot program for law firms.', {
    heading: 'Firm Pilot Program',
  }),
  r('/compoundingcounsel', 'public', 'Compounding Counsel', 'Compounding Counsel, coming 2026: join the waitlist.', {
    heading: 'Compounding Counsel',
  }),
  r('/faq', 'public', 'Frequently Asked Questions', 'Answers about membership, billing, the tools and your privacy.', {
    heading: 'Frequently asked questions',
  }),
  r('/the-equity-brief', 'public', 'The Equity Brief', 'The Equity Brief, coming 2027: join the waitlist.', { heading: 'The Equity Brief' }),
  r('/case-method', 'public', 'The Case Method', 'Learn personal finance the way you learned law: through cases.', { heading: 'The Case Method' }),
  r(
    '/case-method-guide',
    'public',
    'The Case Method Guide',
    'How to work through a financial decision as a case: facts, issue, rule, analysis and conclusion.',
    { heading: 'The Case Method Guide' },
  ),
  r('/glossary', 'public', 'Glossary', 'Plain-English definitions of the personal finance terms attorneys meet, from AGI to vesting.', {
    heading: 'Glossary',
  }),
  r('/glossary/:slug', 'public', 'Glossary term', 'A definition from the Attorney Wealth Collective glossary.', { page: '/glossary/:slug' }),
  r('/napfa', 'public', 'Finding a Fee-Only Advisor', 'How to find and vet a fee-only financial advisor, including through NAPFA.', {
    heading: 'Finding a fee-only advisor',
  }),
  // Beyond routes.md (PUBLIC_ROUTES_BEYOND_ROUTES_MD): the newsletter's double opt-in link (decision 335).
  r('/confirm-subscription', 'public', 'Confirm your subscription', 'Confirm your subscription to the monthly brief.', {
    heading: 'Confirm your subscription',
    sitemap: false,
  }),
  r('/unsubscribe-successful', 'public', 'Unsubscribed', 'You have been unsubscribed from our newsletter.', {
    heading: 'You’re unsubscribed',
    sitemap: false,
  }),
  r('/auth', 'public', 'Sign in or join', 'Log in to your membership or create an account.', { heading: 'Welcome Back', sitemap: false }),
  r('/login', 'public', 'Log In', 'Log in to the Attorney Wealth Collective.', { heading: 'Log In', sitemap: false }),
  r('/reset-password', 'public', 'Reset Password', 'Reset the password of your account.', { heading: 'Reset your password', sitemap: false }),

  // ---- signed-in
  r('/membership/checkout', 'signed-in', 'Checkout', 'Complete your membership.', { heading: 'Complete your membership' }),
  r('/account', 'signed-in', 'Your Account', 'Your profile, settings, sessions and billing.', { heading: 'Your account' }),
  r('/notifications', 'signed-in', 'Notifications', 'All your notifications.', { heading: 'Notifications' }),

  // ---- member
  r('/dashboard', 'member', 'Dashboard', 'Your member dashboard.', { heading: 'Dashboard' }),
  r('/content', 'member', 'Content Hub', 'Member guides, articles, video lessons and session replays.', { heading: 'Content Hub' }),
  r('/community', 'member', 'Community', 'The member directory and discussions.', { heading: 'Community' }),
  r('/suggestions', 'member', 'Suggestions', 'Topics members have proposed, with votes and status.', { heading: 'Suggestions' }),
  r('/submit-topic', 'member', 'Submit a Topic', 'Propose an article, tool or live session topic.', { heading: 'Submit a topic' }),
  trueHourly,
  alias('/tools/true-hourly-rate-calculator', trueHourly),
  netWorth,
  alias('/tools/net-worth-calculator', netWorth),
  r(
    '/tools/student-loan-navigator',
    'member',
    'Student Loan Navigator',
    'Compare federal repayment plans, PSLF and refinancing under the 2026 rules.',
  ),
  r(
    '/tools/estimated-tax-navigator',
    'member',
    'Estimated Tax Navigator',
    'Estimate quarterly federal payments and safe-harbor amounts for K-1 and self-employment income.',
  ),
  emergencyFund,
  alias('/tools/emergency-fund-calculator', emergencyFund),
  r(
    '/tools/job-offer-checklist',
    'member',
    'Job Offer Checklist',
    'Compare legal job offers line by line: pay, bonus, hours, benefits and the true value of each.',
  ),
  practiceArea,
  alias('/tools/practice-area-pivot', practiceArea),
  r(
    '/tools/buy-vs-rent-navigator',
    'member',
    'Buy vs Rent Navigator',
    'Compare owning and renting a home over time with an attorney’s income and taxes.',
  ),
  // Beyond routes.md (MEMBER_ROUTES_BEYOND_ROUTES_MD): the admin tool, opened to members too (decision 310).
  r(
    '/tools/stock-option-explainer',
    'member',
    'Stock Option Explainer',
    'How ISOs, NSOs and RSUs are taxed at grant, exercise or vest, and sale, with a 2026 AMT estimate.',
  ),

  // Beyond routes.md (MEMBER_ROUTES_BEYOND_ROUTES_MD): the PSLF tracker beside the Student Loan Navigator (decision 401).
  r(
    '/tools/pslf-tracker',
    'member',
    'PSLF Tracker',
    'Track your Public Service Loan Forgiveness progress: qualifying employers, employment certifications, payments toward 120 and the projected date.',
  ),

  // ---- admin
  r('/admin/dashboard', 'admin', 'Admin Dashboard', 'Administration.', { heading: 'Admin dashboard' }),
  r('/admin/blog', 'admin', 'Blog Admin', 'Write and publish blog posts.', { heading: 'Blog admin' }),
  r('/admin/session-hub', 'admin', 'Session Hub', 'Schedule live sessions.', { heading: 'Session Hub' }),
  r('/admin/interactive-budget-planner', 'admin', 'Interactive Budget Planner', 'A monthly budget planner.'),
  r('/admin/savings-strategies', 'admin', 'Savings Strategies', 'A savings waterfall explorer.'),
  r('/admin/insurance-needs-analysis', 'admin', 'Insurance Needs Analysis', 'Life and disability insurance needs.'),
  r('/admin/credit-score-factors-explorer', 'admin', 'Credit Score Factors Explorer', 'How the credit score factors interact.'),
  r('/admin/stock-option-explainer', 'admin', 'Stock Option Explainer', 'How ISOs, NSOs and RSUs are taxed.'),

  // ---- development only
  r('/debug/practice-area', 'dev', 'Practice Area Diagnostics', 'A development diagnostic page.'),
  r('/dev/mailbox', 'dev', 'Development Mailbox', 'Emails the server would have sent.', { heading: 'Development mailbox' }),
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
export const isGroupEnabled = (group: RouteGroup, nodeEnv: string | undefined): boolean => group !== 'dev' || nodeEnv !== 'production';
