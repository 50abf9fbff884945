import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGES, FIRM_SIZES, type FirmEnquiryInput, FirmEnquirySchema } from '@awc/domain';
import { CheckCircle2Icon } from 'lucide-react';
import { useController, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { sendFirmEnquiry } from '../api/contact-api.ts';
import { useContactSubmit } from '../hooks/use-contact-submit.ts';

const FIELDS = ['firmName', 'name', 'email', 'attorneys', 'message'] as const;

/** The Firm Pilot Program inquiry: stored with the contact messages and emailed to the admins. */
export const FirmEnquiryForm = () => {
  const form = useForm<FirmEnquiryInput>({
    resolver: zodResolver(FirmEnquirySchema),
    defaultValues: { firmName: '', name: '', email: '', message: '' } as FirmEnquiryInput,
  });
  const { register, formState, control } = form;
  const attorneysField = useController({ control, name: 'attorneys' });
  const { onSubmit, sent, failure, doneRef } = useContactSubmit(form, sendFirmEnquiry, FIELDS);

  if (sent)
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="rounded-2xl bg-white p-6 text-success-700 outline-none">
        <CheckCircle2Icon aria-hidden="true" className="h-7 w-7" />
        <p className="mt-3 text-lg font-semibold">Inquiry sent</p>
        <p className="mt-2 leading-relaxed">{CONTACT_MESSAGES.enquirySent}</p>
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Firm pilot inquiry" className="space-y-4 rounded-2xl bg-white p-6 text-ink">
      <FormField label="Firm name" error={fieldMessages(formState.errors.firmName)}>
        <Input autoComplete="organization" {...register('firmName')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Your name" error={fieldMessages(formState.errors.name)}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Work email" error={fieldMessages(formState.errors.email)}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
      </div>
      <FormField label="Attorneys in the pilot" error={fieldMessages(formState.errors.attorneys)}>
        <Select
          value={attorneysField.field.value ?? ''}
          onValueChange={attorneysField.field.onChange}
          onBlur={attorneysField.field.onBlur}
          ref={attorneysField.field.ref}
          name={attorneysField.field.name}
          placeholder="Choose a range"
          options={FIRM_SIZES.map((s) => ({ value: s, label: s }))}
        />
      </FormField>
      <FormField label="What would you like the pilot to cover?" error={fieldMessages(formState.errors.message)}>
        <Textarea rows={5} {...register('message')} />
      </FormField>
      {failure && <Alert tone="danger" role="alert" title={failure} />}
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        Send inquiry
      </Button>
    </form>
  );
};
