import { FIRM_LIMITS, PRODUCT_NAME } from '@awc/domain';
import { renderEmail } from '../../mail/layout.ts';

/** The invitation to a firm's seat (or to be its admin), with its single-use link. */
export const firmInvitationEmail = (input: { firmName: string; invitedBy: string | null; role: 'admin' | 'member'; url: string }) =>
  renderEmail({
    subject: input.role === 'admin' ? `Manage ${input.firmName}’s ${PRODUCT_NAME} seats` : `${input.firmName} invited you to ${PRODUCT_NAME}`,
    heading: input.role === 'admin' ? 'You are the firm admin' : 'You have a seat waiting',
    preheader: `${input.firmName} on ${PRODUCT_NAME}`,
    blocks: [
      {
        kind: 'p',
        text:
          input.role === 'admin'
            ? `${input.firmName} has a firm account with ${PRODUCT_NAME}. As its firm admin you invite your colleagues, see the seats used and free, and remove people who leave.`
            : `${input.invitedBy ?? 'Your firm admin'} invited you to a seat on ${input.firmName}’s ${PRODUCT_NAME} account: every member tool, the content hub, live sessions and the community, paid for by your firm.`,
      },
      { kind: 'button', label: 'Accept the invitation', url: input.url },
      {
        kind: 'small',
        text: `Sign in, or create an account with this email address, to accept. The link works once and for ${FIRM_LIMITS.invitationDays} days.`,
      },
    ],
  });
