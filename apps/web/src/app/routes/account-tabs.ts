import type { ComponentType } from 'react';
import { FirmTab } from '../../features/firms/components/firm-tab.tsx';
import { BillingTab } from '../../features/membership/components/billing-tab.tsx';

/** Tabs other features add to /account (the billing issue adds "Billing" here). */
export const ACCOUNT_EXTRA_TABS: { value: string; label: string; Component: ComponentType }[] = [
  { value: 'billing', label: 'Billing', Component: BillingTab },
  { value: 'firm', label: 'Firm', Component: FirmTab },
];
