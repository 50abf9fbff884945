import type { InquiryStatus } from './contact.ts';

/**
 * One stored contact message or firm inquiry as the admin inbox lists it
 * (`GET /api/admin/inquiries`). The server's inbox service returns it and the web app reads it, so
 * both sides change together.
 */
export type InquiryDto = {
  id: string;
  kind: string;
  name: string;
  email: string;
  topic: string;
  topicLabel: string;
  message: string;
  details: Record<string, unknown> | null;
  status: InquiryStatus;
  createdAt: string;
  replies: { id: string; authorEmail: string; body: string; createdAt: string }[];
};
