import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type PageHeaderProps = { eyebrow?: ReactNode; title: ReactNode; lead?: ReactNode; children?: ReactNode; className?: string; tone?: 'paper' | 'navy' };

/** The top band of an inner page: its one <h1>, an eyebrow and a lead paragraph. */
export const PageHeader = ({ eyebrow, title, lead, children, className, tone = 'paper' }: PageHeaderProps) => (
  <div className={cn(tone === 'navy' ? 'on-dark bg-navy-900 text-white' : 'border-b border-line bg-paper-2', className)}>
    <div className="container-page py-10 sm:py-14">
      {eyebrow && <p className={cn('eyebrow', tone === 'navy' && 'text-brass-300')}>{eyebrow}</p>}
      <h1 className={cn('mt-2 max-w-3xl text-3xl font-semibold leading-tight sm:text-4xl', tone === 'navy' ? 'text-white' : 'text-navy-900')}>
        {title}
      </h1>
      {lead && <p className={cn('mt-4 max-w-2xl text-lg leading-relaxed', tone === 'navy' ? 'text-navy-100' : 'text-ink-muted')}>{lead}</p>}
      {children}
    </div>
  </div>
);
