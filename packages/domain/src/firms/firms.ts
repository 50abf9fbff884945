import { z } from 'zod';
import { EmailSchema } from '../auth/auth.schemas.ts';

/** Limits of a firm account (issue 26): a firm buys between 1 and 500 seats for 1 to 36 months. */
export const FIRM_LIMITS = {
  seatsMin: 1,
  seatsMax: 500,
  termMonthsMin: 1,
  termMonthsMax: 36,
  nameMax: 120,
  /** An invitation's link works this many days. */
  invitationDays: 14,
} as const;

/** What a person is in a firm: its one firm admin (manages, holds a seat only by inviting themselves) or a member on a seat. */
export const FIRM_ROLES = ['admin', 'member'] as const;
export type FirmRole = (typeof FIRM_ROLES)[number];

/** Every refusal of the firm feature, said the same way by the server and the pages. */
export const FIRM_MESSAGES = {
  seatsFull: (seats: number) =>
    `All ${seats} ${seats === 1 ? 'seat is' : 'seats are'} taken. Remove someone or cancel an open invitation before inviting another person.`,
  noFreeSeat: 'There is no free seat at this firm any more. Ask your firm admin to free one.',
  alreadyMember: 'This person already holds a seat at your firm.',
  alreadyInvited: 'An invitation to this address is still open. Cancel it first to send a new one.',
  invitationNotFound: 'This invitation link is not valid. Ask your firm admin for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationCanceled: 'This invitation was canceled. Ask your firm admin for a new one.',
  invitationExpired: 'This invitation has expired. Ask your firm admin for a new one.',
  wrongEmail: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  otherFirm: 'You already belong to another firm. Leave it before joining this one.',
  firmInactive: 'This firm’s subscription is not active, so its seats cannot be used right now.',
  notFirmAdmin: 'Only this firm’s admin can do that.',
  notInFirm: 'This person is not a member of your firm.',
  removeSelf: 'Hand the firm-admin role to another member before leaving the firm.',
  handOverToMember: 'The firm-admin role can only go to a member who holds a seat at your firm.',
  handOverToSelf: 'You are already this firm’s admin.',
  seatsBelowUsed: (used: number) => `${used} seats are in use: the firm needs at least that many.`,
  notOnSale: 'Firm seats are not on sale right now.',
  alreadyInFirm: 'You already belong to a firm, so you cannot buy seats for another one.',
} as const;

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(2, `${label} must be at least 2 characters`)
    .max(FIRM_LIMITS.nameMax, `${label} must be ${FIRM_LIMITS.nameMax} characters or less`);

const seatsField = z.coerce
  .number({ error: 'Seats must be a whole number' })
  .int('Seats must be a whole number')
  .min(FIRM_LIMITS.seatsMin, `Seats must be between ${FIRM_LIMITS.seatsMin} and ${FIRM_LIMITS.seatsMax}`)
  .max(FIRM_LIMITS.seatsMax, `Seats must be between ${FIRM_LIMITS.seatsMin} and ${FIRM_LIMITS.seatsMax}`);

/** An administrator creates a firm (admin console). */
export const FirmCreateSchema = z.object({
  name: nameField('Firm name'),
  seats: seatsField,
  termMonths: z.coerce
    .number({ error: 'Term must be a whole number of months' })
    .int('Term must be a whole number of months')
    .min(FIRM_LIMITS.termMonthsMin, `Term must be between ${FIRM_LIMITS.termMonthsMin} and ${FIRM_LIMITS.termMonthsMax} months`)
    .max(FIRM_LIMITS.termMonthsMax, `Term must be between ${FIRM_LIMITS.termMonthsMin} and ${FIRM_LIMITS.termMonthsMax} months`),
  billingContactName: nameField('Billing contact name'),
  billingContactEmail: EmailSchema,
});
export type FirmCreateInput = z.infer<typeof FirmCreateSchema>;

/** An administrator changes a firm's seat count. */
export const FirmSeatsSchema = z.object({ seats: seatsField });

/** A firm buys seats through checkout. */
export const FirmCheckoutSchema = z.object({ name: nameField('Firm name'), seats: seatsField });
export type FirmCheckoutInput = z.infer<typeof FirmCheckoutSchema>;

export const FirmInviteSchema = z.object({ email: EmailSchema });

export const FirmHandOverSchema = z.object({ userId: z.string({ error: 'Choose a member' }).min(1, 'Choose a member').max(100) });

export const FirmInvitationTokenSchema = z.object({
  token: z.string({ error: FIRM_MESSAGES.invitationNotFound }).min(20, FIRM_MESSAGES.invitationNotFound).max(100, FIRM_MESSAGES.invitationNotFound),
});

export const AdminFirmQuerySchema = z.object({ q: z.string().trim().max(100, 'Search must be 100 characters or less').optional() });

/** Whether a firm's subscription gives its seats access now (the same rule as a member's own). */
export const firmGrantsAccess = (firm: { status: string; currentPeriodEnd: Date | string | null }, now = new Date()): boolean =>
  (firm.status === 'active' || firm.status === 'trialing') &&
  (firm.currentPeriodEnd === null || new Date(firm.currentPeriodEnd).getTime() > now.getTime());

/** The end of a term that starts now: the same day `months` later (UTC), the month's last day when it is shorter. */
export const termEnd = (months: number, from: Date): Date => {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
};

export type FirmSummaryDto = {
  id: string;
  name: string;
  seats: number;
  /** Seats held by members plus open invitations (each invitation keeps a seat for its person). */
  seatsUsed: number;
  seatsFree: number;
  status: string;
  active: boolean;
  currentPeriodEnd: string | null;
  source: 'admin' | 'stripe' | 'demo';
};

export type FirmMemberDto = { userId: string; name: string; email: string; role: FirmRole; holdsSeat: boolean; joinedAt: string };
export type FirmInvitationDto = { id: string; email: string; role: FirmRole; createdAt: string; expiresAt: string };

/** GET /api/firm: the reader's firm, or none. Members and invitations only for its admin. */
export type MyFirmDto = {
  firm: FirmSummaryDto | null;
  role: FirmRole | null;
  holdsSeat: boolean;
  members: FirmMemberDto[] | null;
  invitations: FirmInvitationDto[] | null;
  /** Whether seats can be bought now, through whom, and the yearly price of one. */
  offer: { provider: 'stripe' | 'demo' | 'none'; seatPriceAnnual: number };
};

export type FirmDemoCheckoutDto = { id: string; firmName: string; seats: number; status: string; expired: boolean; seatPriceAnnual: number };

export type FirmInvitationViewDto = {
  firmName: string;
  email: string;
  role: FirmRole;
  /** open | accepted | canceled | expired */
  state: 'open' | 'accepted' | 'canceled' | 'expired';
  expiresAt: string;
};

export type AdminFirmDto = FirmSummaryDto & {
  billingContactName: string;
  billingContactEmail: string;
  admin: { userId: string; email: string } | null;
  members: number;
  openInvitations: number;
  createdAt: string;
};
