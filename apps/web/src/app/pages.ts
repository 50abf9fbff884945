import type { RouteDef } from '@awc/domain';
import type { ComponentType } from 'react';

export type PageProps = { route: RouteDef };
type PageModule = { default: ComponentType<PageProps> };
export type PageEntry = {
  load: () => Promise<PageModule>;
  /** The page fetches nothing through TanStack Query, so it renders without loading it. */
  lean?: boolean;
  /**
   * Its HTML is rendered at build time (scripts/prerender.mjs, decision 290) and served for the
   * path without a query string: the signed-out view, with no data from the API. Only for pages
   * whose first paint needs neither the session nor the API; a page that fetches renders its
   * loading state there (the blog, FAQ and glossary lists).
   */
  prerender?: boolean;
};

/**
 * The page component of every route-table entry, loaded lazily. Keys are the route table's `page`
 * keys (aliases share their primary's); a test checks that no key is missing.
 */
export const PAGES: Record<string, PageEntry> = {
  '/': { load: () => import('./routes/home.tsx'), lean: true, prerender: true },
  '/about': { load: () => import('./routes/marketing/about.tsx'), lean: true, prerender: true },
  '/contact': { load: () => import('./routes/contact.tsx'), lean: true, prerender: true },
  '/membership': { load: () => import('./routes/membership.tsx'), lean: true, prerender: true },
  '/membership-benefits': { load: () => import('./routes/membership-benefits.tsx'), lean: true, prerender: true },
  '/blog': { load: () => import('./routes/blog/blog-index.tsx'), prerender: true },
  '/blog/:slug': { load: () => import('./routes/blog/blog-post.tsx') },
  '/newsletter/:slug': { load: () => import('./routes/newsletter-issue.tsx'), lean: true },
  '/confirm-subscription': { load: () => import('./routes/confirm-subscription.tsx'), lean: true },
  '/terms': { load: () => import('./routes/marketing/terms.tsx'), lean: true, prerender: true },
  '/privacy': { load: () => import('./routes/marketing/privacy.tsx'), lean: true, prerender: true },
  '/privacy-policy': { load: () => import('./routes/marketing/privacy.tsx'), lean: true },
  '/disclaimer': { load: () => import('./routes/marketing/disclaimer.tsx'), lean: true, prerender: true },
  '/advisortldr': { load: () => import('./routes/marketing/advisortldr.tsx'), lean: true, prerender: true },
  '/attorney-wealth-blueprint': { load: () => import('./routes/marketing/attorney-wealth-blueprint.tsx'), lean: true, prerender: true },
  '/tools': { load: () => import('./routes/tools/index.tsx'), lean: true, prerender: true },
  '/tools/debt-investment-calculator': { load: () => import('./routes/tools/debt-investment-calculator.tsx'), lean: true, prerender: true },
  '/tools/savings-strategy-navigator': { load: () => import('./routes/tools/savings-strategy-navigator.tsx'), lean: true, prerender: true },
  '/tools/student-loan-vs-investing-navigator': {
    load: () => import('./routes/tools/student-loan-vs-investing-navigator.tsx'),
    lean: true,
    prerender: true,
  },
  '/firm-pilot-program': { load: () => import('./routes/marketing/firm-pilot-program.tsx'), lean: true, prerender: true },
  '/compoundingcounsel': { load: () => import('./routes/marketing/compoundingcounsel.tsx'), lean: true, prerender: true },
  '/faq': { load: () => import('./routes/faq.tsx'), prerender: true },
  '/the-equity-brief': { load: () => import('./routes/marketing/the-equity-brief.tsx'), lean: true, prerender: true },
  '/case-method': { load: () => import('./routes/marketing/case-method.tsx'), lean: true, prerender: true },
  '/case-method-guide': { load: () => import('./routes/marketing/case-method-guide.tsx'), lean: true, prerender: true },
  '/glossary': { load: () => import('./routes/glossary/glossary-index.tsx'), prerender: true },
  '/glossary/:slug': { load: () => import('./routes/glossary/glossary-term.tsx') },
  '/napfa': { load: () => import('./routes/marketing/napfa.tsx'), lean: true, prerender: true },
  '/unsubscribe-successful': { load: () => import('./routes/unsubscribe.tsx'), lean: true },
  '/auth': { load: () => import('./routes/auth.tsx'), lean: true },
  '/login': { load: () => import('./routes/login.tsx'), lean: true },
  '/reset-password': { load: () => import('./routes/reset-password.tsx'), lean: true },
  '/membership/checkout': { load: () => import('./routes/membership-checkout.tsx'), lean: true },
  '/account': { load: () => import('./routes/account.tsx') },
  '/notifications': { load: () => import('./routes/notifications.tsx'), lean: true },
  '/dashboard': { load: () => import('./routes/dashboard.tsx') },
  '/content': { load: () => import('./routes/content.tsx') },
  '/community': { load: () => import('./routes/community.tsx') },
  '/suggestions': { load: () => import('./routes/suggestions.tsx') },
  '/submit-topic': { load: () => import('./routes/submit-topic.tsx') },
  '/tools/true-hourly-rate': { load: () => import('./routes/tools/true-hourly-rate.tsx'), lean: true },
  '/tools/net-worth': { load: () => import('./routes/tools/net-worth.tsx'), lean: true },
  '/tools/student-loan-navigator': { load: () => import('./routes/tools/student-loan-navigator.tsx'), lean: true },
  '/tools/pslf-tracker': { load: () => import('./routes/tools/pslf-tracker.tsx'), lean: true },
  '/tools/estimated-tax-navigator': { load: () => import('./routes/tools/estimated-tax-navigator.tsx'), lean: true },
  '/tools/emergency-fund': { load: () => import('./routes/tools/emergency-fund.tsx'), lean: true },
  '/tools/job-offer-checklist': { load: () => import('./routes/tools/job-offer-checklist.tsx'), lean: true },
  '/tools/practice-area-assessment': { load: () => import('./routes/tools/practice-area-assessment.tsx'), lean: true },
  '/tools/buy-vs-rent-navigator': { load: () => import('./routes/tools/buy-vs-rent-navigator.tsx'), lean: true },
  '/admin/dashboard': { load: () => import('./routes/admin-dashboard.tsx') },
  '/admin/blog': { load: () => import('./routes/admin/blog-admin.tsx') },
  '/admin/session-hub': { load: () => import('./routes/admin-session-hub.tsx') },
  '/admin/interactive-budget-planner': { load: () => import('./routes/tools/interactive-budget-planner.tsx'), lean: true },
  '/admin/savings-strategies': { load: () => import('./routes/tools/savings-strategies.tsx'), lean: true },
  '/admin/insurance-needs-analysis': { load: () => import('./routes/tools/insurance-needs-analysis.tsx'), lean: true },
  '/admin/credit-score-factors-explorer': { load: () => import('./routes/tools/credit-score-factors-explorer.tsx'), lean: true },
  '/admin/stock-option-explainer': { load: () => import('./routes/tools/stock-option-explainer.tsx'), lean: true },
  // The same page for members (decision 310): the route's group decides who may open it.
  '/tools/stock-option-explainer': { load: () => import('./routes/tools/stock-option-explainer.tsx'), lean: true },
  '/debug/practice-area': { load: () => import('./routes/debug-practice-area.tsx'), lean: true },
  '/dev/mailbox': { load: () => import('./routes/dev-mailbox.tsx') },
};
