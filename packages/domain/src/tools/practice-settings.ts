import { PRACTICE_SETTINGS, type PracticeSetting } from '../auth/auth.constants.ts';

/**
 * The one list of practice-setting labels (spec §2), used by the profile form, the calculators and
 * the member tools. Selects show these; the calculator's section header shows the short form.
 */
export const PRACTICE_SETTING_LABELS: Readonly<Record<PracticeSetting, string>> = {
  BigLaw: 'Big Law',
  Midsize: 'Midsize Firm',
  Small: 'Small Firm',
  Government: 'Government',
  PublicInterest: 'Public Interest',
  InHouse: 'In-House Counsel',
};

/** Spec §2: the label elsewhere is 'In-House'; only the select says 'In-House Counsel'. */
export const PRACTICE_SETTING_SHORT_LABELS: Readonly<Record<PracticeSetting, string>> = {
  ...PRACTICE_SETTING_LABELS,
  InHouse: 'In-House',
};

export const PRACTICE_SETTING_OPTIONS: readonly { value: PracticeSetting; label: string }[] = PRACTICE_SETTINGS.map((value) => ({
  value,
  label: PRACTICE_SETTING_LABELS[value],
}));
