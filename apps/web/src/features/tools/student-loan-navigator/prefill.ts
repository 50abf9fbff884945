import type { MeProfile } from '../../../lib/auth/auth-api.ts';

// Government and public-interest settings are the usual PSLF employers; the member can untick it.
export const prefill = (p: MeProfile): Record<string, string> =>
  p.practiceSetting === 'Government' || p.practiceSetting === 'PublicInterest' ? { pslfTrack: 'true' } : {};
