import { api } from '../../../lib/api-client.ts';

export type SubscribeInput = { email: string; source?: string };

export const subscribeToNewsletter = (input: SubscribeInput) => api<{ status: 'pending' }>('/api/newsletter', { method: 'POST', body: input });

/** The confirmation page's button (double opt-in): the emailed link's signed token. */
export const confirmNewsletterSubscription = (token: string) =>
  api<{ status: 'subscribed' }>('/api/newsletter/confirm', { method: 'POST', body: { token } });
