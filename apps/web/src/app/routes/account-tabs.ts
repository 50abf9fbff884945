import type { ComponentType } from 'react';
import { BillingTab } from '../../features/membership/components/billing-tab.tsx';

/** Tabs other features add to /account (the billing issue adds "Billing" here). */
export const ACCOUNT_EXTRA_TABS: { value: string; label: string; Component: ComponentType }[] = [
  { value: 'billing', label: 'Billing', Component: BillingTab },
];
