import type { ContactInput, FirmEnquiryInput } from '@awc/domain';
import { api } from '../../../lib/api-client.ts';

export const sendContact = (input: ContactInput) => api<{ success: true }>('/api/contact', { method: 'POST', body: input });
export const sendFirmEnquiry = (input: FirmEnquiryInput) => api<{ success: true }>('/api/firm-enquiries', { method: 'POST', body: input });
