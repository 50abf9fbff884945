import { formatUsd, PLAN_LABELS, type Plan, PRODUCT_NAME } from '@awc/domain';
import { renderEmail } from '../../mail/layout.ts';

const firstNameOf = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] || 'there';
const longDate = (d: Date | null) =>
  d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : 'the end of the current period';

export const welcomeMemberEmail = (input: {
  name: string | null;
  plan: Plan;
  price: number;
  renewsOn: Date | null;
  dashboardUrl: string;
  /** Set when the membership starts with a free trial: the first charge is on this day. */
  trialEndsOn?: Date | null;
}) =>
  input.trialEndsOn
    ? renderEmail({
        subject: `Your ${PRODUCT_NAME} free trial has started`,
        heading: 'Your free trial has started',
        blocks: [
          { kind: 'p', text: `Hi ${firstNameOf(input.name)},` },
          {
            kind: 'p',
            text: `Thank you for joining. Your free trial runs until ${longDate(input.trialEndsOn)}, with full access to the member tools, the content hub, live sessions and the community. On that day your ${PLAN_LABELS[input.plan].toLowerCase()} membership starts and we charge ${formatUsd(input.price)} per ${input.plan === 'annual' ? 'year' : 'month'}, unless you cancel before then.`,
          },
          { kind: 'button', label: 'Go to your dashboard', url: input.dashboardUrl },
          { kind: 'small', text: 'You can cancel during the trial from the Billing tab of your account; you will not be charged.' },
        ],
      })
    : renderEmail({
        subject: `Welcome to ${PRODUCT_NAME} membership`,
        heading: 'Your membership is active',
        blocks: [
          { kind: 'p', text: `Hi ${firstNameOf(input.name)},` },
          {
            kind: 'p',
            text: `Thank you for joining. Your ${PLAN_LABELS[input.plan].toLowerCase()} membership (${formatUsd(input.price)} per ${input.plan === 'annual' ? 'year' : 'month'}) is active and renews on ${longDate(input.renewsOn)}. The member tools, the content hub, live sessions and the community are open to you now.`,
          },
          { kind: 'button', label: 'Go to your dashboard', url: input.dashboardUrl },
          { kind: 'small', text: 'You can cancel, resume or switch plans at any time from the Billing tab of your account.' },
        ],
      });

export const paymentFailedEmail = (input: { name: string | null; accountUrl: string }) =>
  renderEmail({
    subject: `Your ${PRODUCT_NAME} payment did not go through`,
    heading: 'We could not take your payment',
    blocks: [
      { kind: 'p', text: `Hi ${firstNameOf(input.name)},` },
      {
        kind: 'p',
        text: 'The latest payment for your membership failed. Your card provider will usually tell you why. Please update your payment method so your access continues; we will retry the payment automatically.',
      },
      { kind: 'button', label: 'Update billing details', url: input.accountUrl },
    ],
  });

export const cancellationEmail = (input: { name: string | null; endsOn: Date | null; immediate: boolean; accountUrl: string }) =>
  renderEmail({
    subject: `Your ${PRODUCT_NAME} membership cancellation`,
    heading: 'Cancellation confirmed',
    blocks: [
      { kind: 'p', text: `Hi ${firstNameOf(input.name)},` },
      {
        kind: 'p',
        text: input.immediate
          ? 'Your membership has ended and you will not be charged again. Your account stays open, so you can rejoin whenever you like.'
          : `Your membership will not renew. You keep full access until ${longDate(input.endsOn)} and will not be charged again.`,
      },
      ...(input.immediate
        ? []
        : [{ kind: 'p' as const, text: 'Changed your mind? Resume your membership from the Billing tab of your account before that date.' }]),
      { kind: 'button', label: 'Open your account', url: input.accountUrl },
    ],
  });
