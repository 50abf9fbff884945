import type { ContactInput, FirmEnquiryInput, InquiryDto, InquiryStatus } from '@awc/domain';
import { api } from '../../../lib/api-client.ts';
import { pagedQuery } from '../../../lib/paged-query.ts';

export const sendContact = (input: ContactInput) => api<{ success: true }>('/api/contact', { method: 'POST', body: input });
export const sendFirmEnquiry = (input: FirmEnquiryInput) => api<{ success: true }>('/api/firm-enquiries', { method: 'POST', body: input });

// ---- the admin inbox (decision 343) ----

export type Inquiry = InquiryDto;

export const inboxQuery = (status: string) =>
  pagedQuery(['admin', 'inquiries', status], (cursor) =>
    api<{ inquiries: Inquiry[]; nextCursor: string | null }>('/api/admin/inquiries', { query: { status, cursor } }),
  );
export const setInquiryStatus = (id: string, status: InquiryStatus) =>
  api<{ status: InquiryStatus; changed: boolean }>(`/api/admin/inquiries/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } });
export const replyToInquiry = (id: string, body: string) =>
  api<{ id: string }>(`/api/admin/inquiries/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { body } });
