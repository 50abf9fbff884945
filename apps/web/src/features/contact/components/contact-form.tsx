import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGES, CONTACT_TOPICS, type ContactInput, ContactSchema, type ContactTopic } from '@awc/domain';
import { CheckCircle2Icon } from 'lucide-react';
import { useController, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { sendContact } from '../api/contact-api.ts';
import { useContactSubmit } from '../hooks/use-contact-submit.ts';

const FIELDS = ['name', 'email', 'topic', 'message'] as const;

/** /contact: validated in the browser with the server's schema, then stored and emailed by the server. */
export const ContactForm = ({ initialTopic }: { initialTopic?: string | null }) => {
  const topic = CONTACT_TOPICS.some((t) => t.value === initialTopic) ? (initialTopic as ContactTopic) : undefined;
  const form = useForm<ContactInput>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { name: '', email: '', message: '', ...(topic ? { topic } : {}) } as ContactInput,
  });
  const { register, formState, control } = form;
  const topicField = useController({ control, name: 'topic' });
  const { onSubmit, sent, setSent, failure, doneRef } = useContactSubmit(form, sendContact, FIELDS);

  if (sent)
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="rounded-[var(--radius-card)] border border-[#abefc6] bg-success-50 p-6 text-success-700 outline-none"
      >
        <CheckCircle2Icon aria-hidden="true" className="h-7 w-7" />
        <h2 className="mt-3 text-xl font-semibold">Message sent</h2>
        <p className="mt-2 leading-relaxed">{CONTACT_MESSAGES.sent}</p>
        <Button variant="secondary" className="mt-5" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" error={fieldMessages(formState.errors.name)}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" error={fieldMessages(formState.errors.email)}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
      </div>
      <FormField label="Topic" error={fieldMessages(formState.errors.topic)}>
        <Select
          value={topicField.field.value ?? ''}
          onValueChange={topicField.field.onChange}
          onBlur={topicField.field.onBlur}
          ref={topicField.field.ref}
          name={topicField.field.name}
          placeholder="Choose a topic"
          options={CONTACT_TOPICS}
        />
      </FormField>
      <FormField
        label="Message"
        error={fieldMessages(formState.errors.message)}
        description="At least 20 characters. Please don’t include account passwords or sensitive financial details."
      >
        <Textarea rows={7} {...register('message')} />
      </FormField>
      {failure && <Alert tone="danger" role="alert" title={failure} />}
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        Send message
      </Button>
    </form>
  );
};
