import type { RawInput } from '../tools/fields.ts';
import { validateTool } from '../tools/index.ts';
import { computeStudentLoans } from '../tools/student-loans.ts';
import { PSLF_REQUIRED_COUNT } from './pslf.ts';

// Apart from pslf.ts: it runs the Student Loan Navigator, and validateTool knows every tool, so the
// dashboard's PSLF card would load all the tools' calculations with the progress it shows (issue 20).

/**
 * The navigator's PSLF value for saved navigator inputs with the tracker's count (the navigator
 * takes 0–119): the present value of the forgiveness and the amount forgiven, or null when the
 * inputs no longer validate or nothing would be forgiven.
 */
export function pslfValueOf(input: RawInput, count: number): { value: number; forgiven: number } | null {
  const raw = { ...input, pslfTrack: 'true', pslfQualifyingPaymentsToDate: String(Math.max(0, Math.min(count, PSLF_REQUIRED_COUNT - 1))) };
  const v = validateTool('student-loan-navigator', raw);
  if (Object.keys(v.errors).length > 0) return null;
  const r = computeStudentLoans(v.values);
  return r.pslf && r.pslf.forgiven > 0 ? { value: r.pslf.value, forgiven: r.pslf.forgiven } : null;
}
