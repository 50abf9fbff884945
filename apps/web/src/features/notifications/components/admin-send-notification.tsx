import { AdminNotificationSchema, type FieldErrors, NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, toFieldErrors } from '@awc/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { ApiError, api, toastError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

type Recipient = 'user' | 'members' | 'all';
const RECIPIENTS = [
  { value: 'user', label: 'One user', description: 'By their account email address' },
  { value: 'members', label: 'All members', description: 'Everyone with an active membership, and admins' },
  { value: 'all', label: 'Everyone', description: 'Every account' },
] as const;

/**
 * The admin's "send a notification" form (POST /api/admin/notifications). Self-contained so the
 * admin console can mount it; the server checks admin rights on every send.
 */
export const AdminSendNotification = () => {
  const [recipient, setRecipient] = useState<Recipient>('user');
  const [email, setEmail] = useState('');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { title, message, linkUrl, ...(recipient === 'user' ? { email } : { audience: recipient }) };
    const parsed = AdminNotificationSchema.safeParse(body);
    if (!parsed.success) {
      const fe = toFieldErrors(parsed.error.issues);
      // The missing address is the recipient problem in this form.
      if (fe.recipient && recipient === 'user') fe.email = fe.email ?? ['Please enter a valid email address'];
      setErrors(fe);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      if (recipient === 'user') {
        await api('/api/admin/notifications', { method: 'POST', body });
        toast.success(`Notification sent to ${email.trim()}`);
      } else {
        await api('/api/admin/notifications', { method: 'POST', body });
        toast.success(recipient === 'members' ? 'Notification queued for all members' : 'Notification queued for everyone');
      }
      setTitle('');
      setMessage('');
      setLinkUrl('');
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      else if (error instanceof ApiError && error.status === 404) setErrors({ email: ['No account uses this email address'] });
      else toastError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send a notification</CardTitle>
        <CardDescription>It appears at once in the recipients’ bell, with a toast for those online.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Send a notification">
          <fieldset className="grid gap-2">
            <legend id="notify-recipient" className="mb-1 text-sm font-medium text-ink">
              Send to
            </legend>
            <RadioGroup
              name="recipient"
              id="notify-recipient-group"
              aria-labelledby="notify-recipient"
              value={recipient}
              onValueChange={(v) => setRecipient(v as Recipient)}
              options={RECIPIENTS}
              orientation="horizontal"
            />
          </fieldset>
          {recipient === 'user' && (
            <FormField label="Recipient email" error={errors.email}>
              <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
          )}
          <FormField label="Title" error={errors.title}>
            <Input value={title} maxLength={NOTIFICATION_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <FormField label="Message" error={errors.message}>
            <Textarea rows={3} value={message} maxLength={NOTIFICATION_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} />
          </FormField>
          <FormField label="Link (optional)" description="A path on this site, such as /content." error={errors.linkUrl}>
            <Input value={linkUrl} placeholder="/content" onChange={(e) => setLinkUrl(e.target.value)} />
          </FormField>
          <div>
            <Button type="submit" loading={sending}>
              Send notification
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
