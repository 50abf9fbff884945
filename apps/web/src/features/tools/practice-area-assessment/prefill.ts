import type { ProfileDto } from '@awc/domain';

/** The profile's practice area and the years since bar admission, where the address says nothing. */
export const prefill = (p: ProfileDto) => {
  const out: Record<string, string> = {};
  if (p.practiceArea) out.currentPracticeArea = p.practiceArea;
  if (p.barAdmissionYear) out.yearsSinceAdmission = String(Math.max(0, new Date().getFullYear() - p.barAdmissionYear));
  return out;
};
