import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const TONES = {
  neutral: 'bg-paper-2 text-ink border-line',
  navy: 'bg-navy-100 text-navy-800 border-navy-200',
  brass: 'bg-brass-100 text-brass-800 border-brass-200',
  success: 'bg-success-50 text-success-700 border-[#abefc6]',
  danger: 'bg-danger-50 text-danger-700 border-[#fecdca]',
  warning: 'bg-warning-50 text-warning-700 border-[#fedf89]',
  solid: 'bg-navy-900 text-white border-navy-900',
} as const;

export const Badge = ({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof TONES }) => (
  <span className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)} {...props} />
);
