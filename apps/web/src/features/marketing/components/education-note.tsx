import { EDUCATION_NOTICE } from '@awc/domain';
import { cn } from '../../../lib/cn.ts';

/** The education-not-advice notice, as the home page shows it. */
export const EducationNote = ({ className }: { className?: string }) => (
  <p className={cn('rounded-xl border border-line bg-white px-5 py-4 text-sm leading-relaxed text-ink-muted', className)}>
    <strong className="font-semibold text-ink">Education, not advice. </strong>
    {EDUCATION_NOTICE}
  </p>
);
