import { AlertTriangleIcon, CheckCircle2Icon, InfoIcon, XCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const TONES = {
  info: { box: 'border-navy-200 bg-navy-50 text-navy-900', Icon: InfoIcon },
  success: { box: 'border-[#abefc6] bg-success-50 text-success-700', Icon: CheckCircle2Icon },
  warning: { box: 'border-[#fedf89] bg-warning-50 text-warning-700', Icon: AlertTriangleIcon },
  danger: { box: 'border-[#fecdca] bg-danger-50 text-danger-700', Icon: XCircleIcon },
} as const;

type AlertProps = { tone?: keyof typeof TONES; title?: ReactNode; children?: ReactNode; className?: string; role?: 'alert' | 'status' };

export const Alert = ({ tone = 'info', title, children, className, role }: AlertProps) => {
  const { box, Icon } = TONES[tone];
  return (
    <div className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', box, className)} role={role}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title ? 'mt-1' : '', 'leading-relaxed')}>{children}</div>}
      </div>
    </div>
  );
};
