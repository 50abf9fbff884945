import { QUESTIONNAIRE_STEPS } from '@awc/domain';
import { CheckIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const SHORT_LABELS = ['Start', 'Foundation', 'Loans', 'Investing', 'Personal'] as const;

/** Where the person is: "Step n of 5", a bar, and the named steps (the current one marked for screen readers). */
export const StepProgress = ({ current, complete = false }: { current: number; complete?: boolean }) => {
  const total = QUESTIONNAIRE_STEPS.length;
  const done = complete ? total : current;
  return (
    <nav aria-label="Questionnaire progress" className="mb-6">
      <p className="text-sm font-medium text-ink-muted">{complete ? 'All steps complete' : `Step ${current + 1} of ${total}`}</p>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={complete ? 'All steps complete' : `Step ${current + 1} of ${total}: ${QUESTIONNAIRE_STEPS[current]?.title}`}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-navy-100"
      >
        <div
          className="h-full rounded-full bg-brass-500 transition-[width] duration-300"
          style={{ width: `${(Math.max(done, 0.35) / total) * 100}%` }}
        />
      </div>
      <ol className="mt-4 grid grid-cols-5 gap-2">
        {QUESTIONNAIRE_STEPS.map((step, i) => {
          const state = i < done ? 'done' : i === current && !complete ? 'current' : 'todo';
          return (
            <li
              key={step.id}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  state === 'done' && 'border-navy-800 bg-navy-800 text-white',
                  state === 'current' && 'border-brass-600 bg-brass-100 text-navy-900',
                  state === 'todo' && 'border-line-strong bg-white text-ink-muted',
                )}
              >
                {state === 'done' ? <CheckIcon className="h-3.5 w-3.5" strokeWidth={3} /> : i + 1}
              </span>
              <span className={cn('text-xs leading-tight', state === 'current' ? 'font-semibold text-navy-900' : 'text-ink-muted')}>
                <span aria-hidden="true" className="hidden sm:inline">
                  {SHORT_LABELS[i]}
                </span>
                <span className="sr-only">
                  {state === 'done' ? 'Completed: ' : state === 'current' ? 'Current: ' : 'Not started: '}
                  {step.title}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
