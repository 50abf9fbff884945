import { BookOpenIcon, CalculatorIcon, CalendarClockIcon, type LucideIcon, MailIcon, UsersIcon } from 'lucide-react';

/** What a member gets: the short list of /membership#benefits and the detail of /membership-benefits. */
export const BENEFITS: { icon: LucideIcon; title: string; summary: string; details: string[] }[] = [
  {
    icon: CalculatorIcon,
    title: 'Nine member tools',
    summary: 'Calculators built around how attorneys are paid, with scenarios you can save and compare.',
    details: [
      'True hourly rate, net worth and emergency fund trackers',
      'Student loan and estimated tax navigators',
      'Job offer checklist, buy vs rent and practice area assessment',
      'Saved scenarios you can revisit when your numbers change',
    ],
  },
  {
    icon: BookOpenIcon,
    title: 'The content hub',
    summary: 'Guides, articles and video lessons organized by career stage and topic.',
    details: [
      'Guides from the first bar-admission year to partnership',
      'Video lessons and replays of every live session',
      'Every figure sourced and dated, with corrections noted',
    ],
  },
  {
    icon: CalendarClockIcon,
    title: 'Live sessions',
    summary: 'Regular sessions with reminders and calendar invites, and replays when you cannot attend.',
    details: [
      'Teaching sessions on taxes, loans, benefits and investing',
      'Questions answered live, in general terms',
      'Calendar invites and reminders',
    ],
  },
  {
    icon: UsersIcon,
    title: 'A private community',
    summary: 'A directory of attorneys who choose to be listed, and discussions moderated to stay useful.',
    details: ['Opt-in member directory', 'Moderated discussions by topic and career stage', 'Topic suggestions that shape what we teach next'],
  },
  {
    icon: MailIcon,
    title: 'Member briefings',
    summary: 'A short note when rules that matter to attorneys change.',
    details: ['Plain-language summaries of tax and student loan changes', 'Links to the primary sources'],
  },
];

/** The plan FAQ of /membership. */
export const PLAN_FAQ: { q: string; a: string }[] = [
  {
    q: 'What is the difference between the monthly and the annual plan?',
    a: 'Only the price and how often you pay. Both plans include every member tool, the content hub, live sessions and the community.',
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes. Cancel from the Billing tab of your account. You keep access until the end of the period you have paid for and are not charged again.',
  },
  {
    q: 'Can I switch between monthly and annual?',
    a: 'Yes, from the Billing tab. The switch takes effect at once and starts a new period: the unused part of your current plan is credited against the new price, and the Billing tab shows the amount before you confirm.',
  },
  {
    q: 'Do you give personalized financial advice?',
    a: 'No. The membership teaches; it never tells you what to do with your own money. For individual advice, see a fee-only advisor.',
  },
  {
    q: 'How is payment handled?',
    a: 'Payments are taken by our payment provider on its own secure page; we never see or store your card number. Receipts and payment methods are managed from the Billing tab.',
  },
];
