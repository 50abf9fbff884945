import { zodResolver } from '@hookform/resolvers/zod';
import {
  AVG_LOAN_RATE_OPTIONS,
  EMERGENCY_FUND_OPTIONS,
  EMPLOYER_MATCH_LABELS,
  EMPLOYER_MATCH_OPTIONS,
  FINANCIAL_LEANING_LABELS,
  FINANCIAL_LEANING_OPTIONS,
  HIGH_INTEREST_DEBT_OPTIONS,
  MESSAGES,
  PSLF_STATUS_OPTIONS,
  QUESTION_TEXTS,
  QUESTIONNAIRE_BUTTONS,
  QUESTIONNAIRE_DEFAULTS,
  QUESTIONNAIRE_PREVIEW,
  QUESTIONNAIRE_STEP_FIELDS,
  QUESTIONNAIRE_STEPS,
  type QuestionnaireAnswers,
  type QuestionnaireFormValues,
  QuestionnaireSchema,
} from '@awc/domain';
import { ArrowLeftIcon, ArrowRightIcon, CheckCircle2Icon, FileTextIcon, ListChecksIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors.ts';
import { type QuestionnaireSubmitted, submitQuestionnaire } from './submit-questionnaire.ts';
import { Confirmation } from './confirmation.tsx';
import { StepProgress } from './step-progress.tsx';

type FieldName = keyof QuestionnaireFormValues;
const LAST = QUESTIONNAIRE_STEPS.length - 1;
const stepOfField = (field: string) => QUESTIONNAIRE_STEPS.findIndex((s) => (QUESTIONNAIRE_STEP_FIELDS[s.id] as readonly string[]).includes(field));

const opts = (values: readonly string[], labels?: Record<string, string>) => values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** A question answered with radio buttons: the question labels the group, the hint describes it. */
const RadioQuestion = ({
  control,
  name,
  question,
  hint,
  options,
}: {
  control: ReturnType<typeof useForm<QuestionnaireFormValues>>['control'];
  name: 'highInterestDebt' | 'emergencyFundStatus' | 'avgLoanRate' | 'pslfStatus' | 'employerMatch' | 'financialLeaning';
  question: string;
  hint?: string;
  options: { value: string; label: string }[];
}) => {
  const id = `q-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errors = fieldMessages(fieldState.error);
        const describedBy = [hint ? `${id}-hint` : '', errors.length ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
        return (
          <div className="space-y-3">
            <div>
              <p id={`${id}-label`} className="font-medium text-ink">
                {question}
              </p>
              {hint && (
                <p id={`${id}-hint`} className="mt-1 text-sm leading-relaxed text-ink-muted">
                  {hint}
                </p>
              )}
            </div>
            <RadioGroup
              id={id}
              name={name}
              value={field.value}
              onValueChange={field.onChange}
              options={options}
              aria-labelledby={`${id}-label`}
              aria-describedby={describedBy}
              aria-invalid={errors.length ? true : undefined}
              invalid={errors.length > 0}
              className="rounded-xl border border-line bg-paper/60 p-4"
            />
            {errors.length > 0 && (
              <p id={`${id}-err`} role="alert" className="text-sm font-medium text-danger-700">
                {errors.join(' ')}
              </p>
            )}
          </div>
        );
      }}
    />
  );
};

/**
 * The Student Loan vs. Investing Decision Framework (spec §2 and §4): five steps in one form, each
 * validated by its own fields before Next; the last submits to the server, which emails the PDF.
 */
export const Questionnaire = () => {
  const [step, setStep] = useState(0);
  const [submitted, setSubmitted] = useState<(QuestionnaireSubmitted & { firstName: string }) | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const uid = useId();
  const form = useForm<QuestionnaireFormValues, unknown, QuestionnaireAnswers>({
    // The schema's input type says termsAgreed is `true`; the form holds a boolean until submitted.
    resolver: zodResolver(QuestionnaireSchema) as unknown as Resolver<QuestionnaireFormValues, unknown, QuestionnaireAnswers>,
    defaultValues: { ...QUESTIONNAIRE_DEFAULTS },
    mode: 'onTouched',
    criteriaMode: 'all',
  });
  const { register, control, formState, trigger, handleSubmit, getValues } = form;
  const submitting = formState.isSubmitting;

  // Each step change moves focus to the new step's heading, so keyboard and screen-reader users
  // start at the top of what changed (not on the first render: the page's own focus handling applies).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or the outcome changes
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step, submitted]);

  // Once a field shows an error, each change re-checks it, so the message goes as soon as it is fixed.
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).invalid) void trigger(name);
    });
    return () => sub.unsubscribe();
  }, [form, trigger]);

  const go = (to: number) => {
    moved.current = true;
    setFormError(null);
    setStep(to);
  };

  const next = async () => {
    const id = QUESTIONNAIRE_STEPS[step]?.id;
    if (!id) return;
    const fields = QUESTIONNAIRE_STEP_FIELDS[id] as readonly FieldName[];
    if (await trigger([...fields], { shouldFocus: true })) go(step + 1);
  };

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const result = await submitQuestionnaire(values);
        moved.current = true;
        setSubmitted({ ...result, firstName: values.firstName });
      } catch (error) {
        if (error instanceof ApiError && error.fieldErrors) {
          // Each message under its field (the app's one way, lib/form-errors.ts), then back to the
          // earliest step holding one, so the person sees what to fix.
          const placed: FieldName[] = [];
          const applied = applyServerErrors(
            error,
            (name, e) => {
              form.setError(name, e);
              placed.push(name);
            },
            Object.keys(QUESTIONNAIRE_DEFAULTS) as FieldName[],
          );
          const first = placed.map(stepOfField).filter((i) => i >= 0);
          if (first.length && Math.min(...first) !== step) go(Math.min(...first));
          if (!applied) setFormError(error.message);
          return;
        }
        if (error instanceof ApiError && error.status === 429) setFormError(error.message || MESSAGES.rateLimited);
        else if (error instanceof ApiError && error.code === 'NETWORK') setFormError(MESSAGES.network);
        else setFormError(MESSAGES.unexpected);
      }
    },
    (errors) => {
      // A field of an earlier step is wrong (only possible if the server's answer moved us back).
      const steps = Object.keys(errors)
        .map(stepOfField)
        .filter((i) => i >= 0);
      if (steps.length && Math.min(...steps) < step) go(Math.min(...steps));
    },
  );

  const onSubmit = (event: FormEvent) => {
    // Enter in a field of an earlier step means Next, never a submission.
    if (step < LAST) {
      event.preventDefault();
      void next();
      return;
    }
    void submit(event);
  };

  if (submitted) {
    return (
      <>
        <StepProgress current={LAST} complete />
        <Confirmation
          headingRef={headingRef}
          firstName={submitted.firstName}
          email={submitted.email}
          downloadUrl={submitted.downloadUrl}
          expiresAt={submitted.expiresAt}
          onRestart={() => {
            form.reset({ ...QUESTIONNAIRE_DEFAULTS, firstName: getValues('firstName'), email: getValues('email') });
            setSubmitted(null);
            go(0);
          }}
        />
      </>
    );
  }

  const current = QUESTIONNAIRE_STEPS[step] ?? QUESTIONNAIRE_STEPS[0];
  const titleId = `${uid}-step-title`;
  return (
    <>
      <StepProgress current={step} />
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Card>
          <CardHeader className="gap-1.5 py-5">
            {step === 0 && <p className="eyebrow">Free educational tool</p>}
            <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold text-navy-900 outline-none">
              {/* The intro's title is the page's own heading (h1) just above; its card says what happens. */}
              {step === 0 ? 'How it works' : current.title}
            </h2>
          </CardHeader>
          <CardContent className="space-y-7">
            {step === 0 && (
              <>
                <p className="text-[1.02rem] leading-relaxed text-ink">{QUESTIONNAIRE_PREVIEW.lead}</p>
                <ul className="space-y-2.5">
                  {QUESTIONNAIRE_PREVIEW.points.map((point) => (
                    <li key={point} className="flex gap-2.5 text-sm leading-relaxed text-ink">
                      <CheckCircle2Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success-700" />
                      {point}
                    </li>
                  ))}
                </ul>
                <div className="grid gap-3 sm:grid-cols-2">
                  <PreviewCard icon={<ListChecksIcon aria-hidden="true" className="h-5 w-5" />} title="Part 1: Your reflections">
                    Which path your answers point to (paying down debt, investing or a balance of both), why, and what to check next.
                  </PreviewCard>
                  <PreviewCard icon={<FileTextIcon aria-hidden="true" className="h-5 w-5" />} title="Part 2: Key Financial Facts">
                    2026 contribution limits, the PSLF rules and the federal repayment plans available after July 2026.
                  </PreviewCard>
                </div>
                <FormField label={QUESTION_TEXTS.firstName} error={fieldMessages(formState.errors.firstName)} className="max-w-sm">
                  <Input autoComplete="given-name" {...register('firstName')} />
                </FormField>
              </>
            )}
            {step === 1 && (
              <>
                <RadioQuestion
                  control={control}
                  name="highInterestDebt"
                  question={QUESTION_TEXTS.highInterestDebt}
                  hint={QUESTION_TEXTS.highInterestDebtHint}
                  options={opts(HIGH_INTEREST_DEBT_OPTIONS)}
                />
                <RadioQuestion
                  control={control}
                  name="emergencyFundStatus"
                  question={QUESTION_TEXTS.emergencyFundStatus}
                  options={opts(EMERGENCY_FUND_OPTIONS)}
                />
              </>
            )}
            {step === 2 && (
              <>
                <RadioQuestion
                  control={control}
                  name="avgLoanRate"
                  question={QUESTION_TEXTS.avgLoanRate}
                  hint={QUESTION_TEXTS.avgLoanRateHint}
                  options={opts(AVG_LOAN_RATE_OPTIONS)}
                />
                <RadioQuestion
                  control={control}
                  name="pslfStatus"
                  question={QUESTION_TEXTS.pslfStatus}
                  hint={QUESTION_TEXTS.pslfStatusHint}
                  options={opts(PSLF_STATUS_OPTIONS)}
                />
              </>
            )}
            {step === 3 && (
              <RadioQuestion
                control={control}
                name="employerMatch"
                question={QUESTION_TEXTS.employerMatch}
                options={opts(EMPLOYER_MATCH_OPTIONS, EMPLOYER_MATCH_LABELS)}
              />
            )}
            {step === 4 && (
              <>
                <RadioQuestion
                  control={control}
                  name="financialLeaning"
                  question={QUESTION_TEXTS.financialLeaning}
                  options={opts(FINANCIAL_LEANING_OPTIONS, FINANCIAL_LEANING_LABELS)}
                />
                <FormField
                  label={QUESTION_TEXTS.email}
                  description={QUESTION_TEXTS.emailHint}
                  error={fieldMessages(formState.errors.email)}
                  className="max-w-md"
                >
                  <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
                </FormField>
                <TermsField control={control} />
                <p className="text-sm leading-relaxed text-ink-muted">{QUESTION_TEXTS.mailingList}</p>
              </>
            )}
            {formError && (
              <Alert tone="danger" role="alert">
                {formError}
              </Alert>
            )}
          </CardContent>
          <CardFooter className="flex-wrap justify-between">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => go(step - 1)} disabled={submitting}>
                <ArrowLeftIcon aria-hidden="true" className="h-4 w-4" />
                {QUESTIONNAIRE_BUTTONS.previous}
              </Button>
            ) : (
              <span />
            )}
            {step === 0 && (
              <Button type="submit" variant="primary">
                {QUESTIONNAIRE_BUTTONS.start}
                <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
              </Button>
            )}
            {step > 0 && step < LAST && (
              <Button type="submit" variant="primary">
                {QUESTIONNAIRE_BUTTONS.next}
                <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
              </Button>
            )}
            {step === LAST && (
              <Button type="submit" variant="accent" loading={submitting}>
                {submitting ? QUESTIONNAIRE_BUTTONS.submitting : QUESTIONNAIRE_BUTTONS.submit}
              </Button>
            )}
          </CardFooter>
        </Card>
      </form>
    </>
  );
};

const PreviewCard = ({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) => (
  <div className="rounded-xl border border-line bg-paper-2/60 p-4">
    <div className="flex items-center gap-2.5">
      <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-brass-100 text-brass-700">{icon}</span>
      <h3 className="font-semibold text-navy-900">{title}</h3>
    </div>
    <p className="mt-2 text-sm leading-relaxed text-ink-muted">{children}</p>
  </div>
);

/** The terms agreement (spec §2 label): its links open the documents without losing the answers. */
const TermsField = ({ control }: { control: ReturnType<typeof useForm<QuestionnaireFormValues>>['control'] }) => (
  <Controller
    control={control}
    name="termsAgreed"
    render={({ field, fieldState }) => {
      const errors = fieldMessages(fieldState.error);
      return (
        <div className="space-y-1.5">
          <div className="flex items-start gap-3">
            <Checkbox
              id="q-termsAgreed"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={errors.length > 0}
              aria-invalid={errors.length ? true : undefined}
              aria-describedby={errors.length ? 'q-termsAgreed-err' : undefined}
              className="mt-0.5"
            />
            <label htmlFor="q-termsAgreed" className="text-sm leading-relaxed text-ink">
              I understand this tool is for educational purposes only and does not provide financial advice, and I agree to the{' '}
              <a href="/terms" target="_blank" rel="noopener" className="font-medium text-navy-700 underline underline-offset-2">
                Terms of Service
              </a>{' '}
              and{' '}
              <a href="/privacy" target="_blank" rel="noopener" className="font-medium text-navy-700 underline underline-offset-2">
                Privacy Policy
              </a>
              .
            </label>
          </div>
          {errors.length > 0 && (
            <p id="q-termsAgreed-err" role="alert" className="pl-8 text-sm font-medium text-danger-700">
              {errors.join(' ')}
            </p>
          )}
        </div>
      );
    }}
  />
);
