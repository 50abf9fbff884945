import { z } from 'zod';

export const CONTACT_TOPICS = [
  { value: 'membership', label: 'Membership and billing' },
  { value: 'tools', label: 'The tools' },
  { value: 'content', label: 'Articles and the glossary' },
  { value: 'firm-pilot', label: 'Firm Pilot Program' },
  { value: 'press', label: 'Press and partnerships' },
  { value: 'other', label: 'Something else' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  topicRequired: 'Please choose a topic',
  messageTooShort: 'Please write at least 20 characters',
  messageTooLong: 'Please keep your message under 5,000 characters',
  firmRequired: 'Please enter your firm’s name',
  sizeRequired: 'Please choose the number of attorneys',
  sent: 'Thank you. Your message has been sent; we reply within two business days.',
  enquirySent: 'Thank you. Your inquiry has been sent; we reply within two business days.',
  tooMany: 'Too many messages from this connection. Please try again in an hour.',
} as const;

const email = z
  .string({ message: CONTACT_MESSAGES.emailInvalid })
  .trim()
  .max(254, CONTACT_MESSAGES.emailInvalid)
  .pipe(z.email(CONTACT_MESSAGES.emailInvalid));
const message = z.string().trim().min(20, CONTACT_MESSAGES.messageTooShort).max(5000, CONTACT_MESSAGES.messageTooLong);

export const ContactSchema = z.object({
  name: z
    .string({ message: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(2, CONTACT_MESSAGES.nameRequired)
    .max(100, 'Please keep your name under 100 characters'),
  email,
  topic: z.enum(CONTACT_TOPICS.map((t) => t.value) as [ContactTopic, ...ContactTopic[]], { message: CONTACT_MESSAGES.topicRequired }),
  message,
});
export type ContactInput = z.infer<typeof ContactSchema>;

export const FIRM_SIZES = ['1–24', '25–99', '100–499', '500–999', '1,000+'] as const;

export const FirmEnquirySchema = z.object({
  firmName: z
    .string({ message: CONTACT_MESSAGES.firmRequired })
    .trim()
    .min(2, CONTACT_MESSAGES.firmRequired)
    .max(120, 'Please keep the firm’s name under 120 characters'),
  name: z
    .string({ message: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(2, CONTACT_MESSAGES.nameRequired)
    .max(100, 'Please keep your name under 100 characters'),
  email,
  attorneys: z.enum(FIRM_SIZES, { message: CONTACT_MESSAGES.sizeRequired }),
  message,
});
export type FirmEnquiryInput = z.infer<typeof FirmEnquirySchema>;

/** Messages one address may send per hour (contact form and firm enquiries together). */
export const CONTACT_LIMIT_PER_HOUR = 5;

// ---------------------------------------------------------------------------------------------
// The admin inbox (issue 22 item 6, decision 343): contact messages and firm inquiries kept in the
// product, with a status and replies sent by email from the inbox.

export const INQUIRY_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
  { value: 'archived', label: 'Archived' },
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]['value'];
const INQUIRY_STATUS_VALUES = INQUIRY_STATUSES.map((s) => s.value) as [InquiryStatus, ...InquiryStatus[]];
export const INQUIRIES_PAGE_SIZE = 25;
export const INQUIRY_REPLY_MAX = 5000;

export const INQUIRY_MESSAGES = {
  chooseStatus: 'Choose a status: new, answered or archived',
  replyRequired: 'Write a reply before sending',
  replyTooLong: 'Please keep the reply under 5,000 characters',
  replySent: 'Reply sent. The inquiry is marked answered.',
  statusChanged: 'Status updated',
} as const;

export const InquiryStatusSchema = z.object({ status: z.enum(INQUIRY_STATUS_VALUES, { error: INQUIRY_MESSAGES.chooseStatus }) });
export const InquiryListQuerySchema = z.object({
  status: z
    .union([z.enum(INQUIRY_STATUS_VALUES, { error: INQUIRY_MESSAGES.chooseStatus }), z.literal('')])
    .optional()
    .default(''),
  cursor: z
    .string()
    .max(1000)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional()
    .default(''),
});
export const InquiryReplySchema = z.object({
  body: z
    .string({ error: INQUIRY_MESSAGES.replyRequired })
    .trim()
    .min(1, INQUIRY_MESSAGES.replyRequired)
    .max(INQUIRY_REPLY_MAX, INQUIRY_MESSAGES.replyTooLong),
});
