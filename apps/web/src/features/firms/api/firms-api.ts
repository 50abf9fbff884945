import type {
  AdminFirmDto,
  FirmCheckoutInput,
  FirmCreateInput,
  FirmDemoCheckoutDto,
  FirmInvitationDto,
  FirmInvitationViewDto,
  FirmMemberDto,
  FirmSummaryDto,
  MyFirmDto,
} from '@awc/domain';
import { api } from '../../../lib/api-client.ts';

export const myFirmKey = ['firm', 'mine'] as const;
export const adminFirmsKey = (q: string) => ['admin', 'firms', q] as const;

export const fetchMyFirm = () => api<MyFirmDto>('/api/firm');
export const viewInvitation = (token: string) =>
  api<{ invitation: FirmInvitationViewDto }>('/api/firm-invitations/view', { method: 'POST', body: { token } });
export const acceptInvitation = (token: string) =>
  api<{ firm: FirmSummaryDto; role: 'admin' | 'member' }>('/api/firm-invitations/accept', { method: 'POST', body: { token } });
export const inviteToFirm = (firmId: string, email: string) =>
  api<{ invitation: FirmInvitationDto; firm: FirmSummaryDto }>(`/api/firms/${encodeURIComponent(firmId)}/invitations`, {
    method: 'POST',
    body: { email },
  });
export const cancelInvitation = (firmId: string, invitationId: string) =>
  api<{ firm: FirmSummaryDto }>(`/api/firms/${encodeURIComponent(firmId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
export const removeFromFirm = (firmId: string, userId: string) =>
  api<{ firm: FirmSummaryDto }>(`/api/firms/${encodeURIComponent(firmId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
export const handOverFirmAdmin = (firmId: string, userId: string) =>
  api<{ firm: FirmSummaryDto }>(`/api/firms/${encodeURIComponent(firmId)}/admin`, { method: 'POST', body: { userId } });

export const fetchAdminFirms = (q: string) => api<{ firms: AdminFirmDto[] }>('/api/admin/firms', { query: { q: q || undefined } });
export const fetchAdminFirm = (id: string) =>
  api<{ firm: AdminFirmDto; members: FirmMemberDto[]; invitations: FirmInvitationDto[] }>(`/api/admin/firms/${encodeURIComponent(id)}`);
export const createFirm = (input: FirmCreateInput) => api<{ firm: AdminFirmDto }>('/api/admin/firms', { method: 'POST', body: input });
export const setFirmSeats = (id: string, seats: number) =>
  api<{ firm: AdminFirmDto }>(`/api/admin/firms/${encodeURIComponent(id)}/seats`, { method: 'PUT', body: { seats } });
export const endFirm = (id: string) => api<{ firm: AdminFirmDto }>(`/api/admin/firms/${encodeURIComponent(id)}/end`, { method: 'POST', body: {} });

export const startFirmCheckout = (input: FirmCheckoutInput) => api<{ url: string }>('/api/firms/checkout', { method: 'POST', body: input });
export const fetchFirmDemoCheckout = (id: string) => api<FirmDemoCheckoutDto>(`/api/firms/demo-checkout/${encodeURIComponent(id)}`);
export const closeFirmDemoCheckout = (id: string, outcome: 'complete' | 'cancel') =>
  api<{ redirect: string }>(`/api/firms/demo-checkout/${encodeURIComponent(id)}/${outcome}`, { method: 'POST', body: {} });
