import type { ProfileDto } from '@awc/domain';

// Government and public-interest settings are the usual PSLF employers; the member can untick it.
export const prefill = (p: ProfileDto): Record<string, string> =>
  p.practiceSetting === 'Government' || p.practiceSetting === 'PublicInterest' ? { pslfTrack: 'true' } : {};
