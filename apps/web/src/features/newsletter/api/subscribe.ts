import { api } from '../../../lib/api-client.ts';

export type SubscribeInput = { email: string; source?: string };

export const subscribeToNewsletter = (input: SubscribeInput) => api<{ status: 'subscribed' }>('/api/newsletter', { method: 'POST', body: input });
