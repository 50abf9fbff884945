import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applySubmitError } from '../components/submit-error.ts';

/**
 * The send step shared by the contact form and the firm inquiry: on success the form is cleared
 * and swapped for its confirmation, which takes the focus so a screen reader announces it; on
 * failure the server's field errors go under their fields and anything else becomes `failure`.
 */
export const useContactSubmit = <T extends FieldValues>(form: UseFormReturn<T>, send: (values: T) => Promise<unknown>, fields: readonly string[]) => {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
      setSent(true);
      form.reset();
    } catch (error) {
      setFailure(applySubmitError(error, fields, form.setError));
    }
  });

  return { onSubmit, sent, setSent, failure, doneRef };
};
