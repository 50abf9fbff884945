import type { RouteDef } from './routes.ts';

/**
 * Each page's meta and Open Graph description, by its path in the route table (routes.ts). Apart
 * from the table because the browser's first load reads the table on every page (the router) and
 * needs these texts only in the tool lists and for the meta tag after a client-side move; the server
 * writes them into every page's <head>. An alias has its primary's (`canonical`).
 */
export const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': 'Financial education, money tools and a private community built for US attorneys: student loans, BigLaw pay, partnership, taxes and investing.',
  '/about': 'Who we are, why we built a financial education membership for attorneys, and the principles we hold to.',
  '/contact': 'Questions about membership, the tools or a firm program? Write to us.',
  '/membership': 'Monthly and annual membership plans: member tools, the content hub, live sessions and the attorney community.',
  '/membership-benefits': 'Everything a member gets: tools, guides, live sessions, replays and a community of attorneys.',
  '/blog': 'Articles on student loans, PSLF, BigLaw compensation, taxes, insurance and investing for attorneys.',
  '/blog/:slug': 'An article from the Attorney Wealth Collective blog.',
  '/newsletter/:slug': 'An issue of the Attorney Wealth Collective monthly brief.',
  '/terms': 'The terms that govern use of the site and the membership.',
  '/privacy': 'What we collect, why, how long we keep it and your choices.',
  '/privacy-policy': 'What we collect, why, how long we keep it and your choices.',
  '/disclaimer': 'Education, not advice: what our content and tools are and are not.',
  '/advisortldr': 'Plain-English summaries of what financial advisors offer attorneys, how they are paid and what to ask.',
  '/attorney-wealth-blueprint': 'A step-by-step framework for building wealth across an attorney’s career, from first-year associate to partner.',
  '/tools': 'Calculators and navigators for attorneys: debt versus investing, savings priorities, student loans, taxes and more.',
  '/tools/debt-investment-calculator': 'Compare paying down student loans and other debt against investing, with attorney-specific context.',
  '/tools/savings-strategy-navigator': 'Determine your optimal savings allocation based on your situation and goals.',
  '/tools/student-loan-vs-investing-navigator':
    'A five-step questionnaire that sends you a personalized educational PDF report on paying down loans versus investing.',
  '/firm-pilot-program': 'Bring financial education to your associates: a pilot program for law firms.',
  '/compoundingcounsel': 'Compounding Counsel, coming 2026: join the waitlist.',
  '/faq': 'Answers about membership, billing, the tools and your privacy.',
  '/the-equity-brief': 'The Equity Brief, coming 2027: join the waitlist.',
  '/case-method': 'Learn personal finance the way you learned law: through cases.',
  '/case-method-guide': 'How to work through a financial decision as a case: facts, issue, rule, analysis and conclusion.',
  '/glossary': 'Plain-English definitions of the personal finance terms attorneys meet, from AGI to vesting.',
  '/glossary/:slug': 'A definition from the Attorney Wealth Collective glossary.',
  '/napfa': 'How to find and vet a fee-only financial advisor, including through NAPFA.',
  '/confirm-subscription': 'Confirm your subscription to the monthly brief.',
  '/unsubscribe-successful': 'You have been unsubscribed from our newsletter.',
  '/auth': 'Log in to your membership or create an account.',
  '/login': 'Log in to the Attorney Wealth Collective.',
  '/reset-password': 'Reset the password of your account.',
  '/membership/checkout': 'Complete your membership.',
  '/account': 'Your profile, settings, sessions and billing.',
  '/notifications': 'All your notifications.',
  '/dashboard': 'Your member dashboard.',
  '/content': 'Member guides, articles, video lessons and session replays.',
  '/community': 'The member directory and discussions.',
  '/suggestions': 'Topics members have proposed, with votes and status.',
  '/submit-topic': 'Propose an article, tool or live session topic.',
  '/tools/true-hourly-rate': 'What your legal salary is really worth per hour once billable targets, non-billable work and taxes are counted.',
  '/tools/net-worth': 'Add up what you own and what you owe, including student loans, to see your net worth and how it is built.',
  '/tools/student-loan-navigator': 'Compare federal repayment plans, PSLF and refinancing under the 2026 rules.',
  '/tools/estimated-tax-navigator': 'Estimate quarterly federal payments and safe-harbor amounts for K-1 and self-employment income.',
  '/tools/emergency-fund': 'Size an emergency fund for an attorney’s income, job stability and obligations.',
  '/tools/job-offer-checklist': 'Compare legal job offers line by line: pay, bonus, hours, benefits and the true value of each.',
  '/tools/practice-area-assessment': 'A structured look at whether a move to another practice area fits your finances, skills and goals.',
  '/tools/buy-vs-rent-navigator': 'Compare owning and renting a home over time with an attorney’s income and taxes.',
  '/tools/stock-option-explainer': 'How ISOs, NSOs and RSUs are taxed at grant, exercise or vest, and sale, with a 2026 AMT estimate.',
  '/tools/pslf-tracker':
    'Track your Public Service Loan Forgiveness progress: qualifying employers, employment certifications, payments toward 120 and the projected date.',
  '/admin/dashboard': 'Administration.',
  '/admin/blog': 'Write and publish blog posts.',
  '/admin/session-hub': 'Schedule live sessions.',
  '/admin/interactive-budget-planner': 'A monthly budget planner.',
  '/admin/savings-strategies': 'A savings waterfall explorer.',
  '/admin/insurance-needs-analysis': 'Life and disability insurance needs.',
  '/admin/credit-score-factors-explorer': 'How the credit score factors interact.',
  '/admin/stock-option-explainer': 'How ISOs, NSOs and RSUs are taxed.',
  '/debug/practice-area': 'A development diagnostic page.',
  '/dev/mailbox': 'Emails the server would have sent.',
};

/** The description of a route (its primary's, for an alias). */
export const routeDescription = (route: Pick<RouteDef, 'path' | 'canonical'>): string => {
  const text = ROUTE_DESCRIPTIONS[route.canonical ?? route.path];
  if (text === undefined) throw new Error(`No description for ${route.path} in route-descriptions.ts`);
  return text;
};
