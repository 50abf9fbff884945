import type { ProfileDto } from '@awc/domain';

const SETTING_TO_EMPLOYMENT: Record<string, string> = {
  BigLaw: 'biglawAssociate',
  Midsize: 'midSmallFirmAssociate',
  Small: 'midSmallFirmAssociate',
  Government: 'government',
  PublicInterest: 'publicInterest',
  InHouse: 'inHouse',
};
/** The profile's practice setting, as the calculator's employment (decision 124): only where the address says nothing. */
export const prefill = (p: ProfileDto): Record<string, string> => {
  const e = p.practiceSetting ? SETTING_TO_EMPLOYMENT[p.practiceSetting] : undefined;
  return e ? { employment: e } : {};
};
