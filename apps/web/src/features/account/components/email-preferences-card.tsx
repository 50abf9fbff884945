import {
  DIGEST_FREQUENCIES,
  DIGEST_LABELS,
  EMAIL_CHANNEL_LABELS,
  EMAIL_CHANNELS,
  EMAIL_EVENT_KINDS,
  EMAIL_KIND_TEXTS,
  type EmailPreferences,
  MESSAGES,
  US_TIME_ZONES,
} from '@awc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { emailPreferencesQuery, saveEmailPreferences } from '../api/account-api.ts';

const channelOptions = EMAIL_CHANNELS.map((value) => ({ value, label: EMAIL_CHANNEL_LABELS[value] }));
const digestOptions = DIGEST_FREQUENCIES.map((value) => ({ value, label: DIGEST_LABELS[value] }));

/** The zones offered: the US ones, plus the member's own when it is another (e.g. set from abroad). */
const zoneOptions = (current: string) =>
  US_TIME_ZONES.some((z) => z.value === current) ? US_TIME_ZONES : [...US_TIME_ZONES, { value: current, label: current.replace(/_/g, ' ') }];

/** Email preferences (issue 21): each kind of notice by email, in-app only or off; the digest's frequency and time zone. */
export const EmailPreferencesCard = () => {
  const query = useQuery(emailPreferencesQuery());
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<EmailPreferences | null>(null);
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  useEffect(() => {
    if (query.data && !draft) setDraft(query.data.preferences);
  }, [query.data, draft]);
  const set = <K extends keyof EmailPreferences>(key: K, value: EmailPreferences[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const saved = await saveEmailPreferences(draft);
      queryClient.setQueryData(emailPreferencesQuery().queryKey, saved);
      setDraft(saved.preferences);
      toast.success('Your email preferences are saved.');
    } catch (error) {
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.unexpected);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Email preferences</CardTitle>
        <CardDescription>
          Choose how you hear about each kind of update. Every email has a link that stops that kind in one click. Emails your account needs (sign-in,
          billing) always arrive.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!draft ? (
          query.isError ? (
            <p role="alert" className="text-sm text-danger-700">
              Your email preferences could not be loaded. Reload the page to try again.
            </p>
          ) : (
            <Spinner label="Loading email preferences" />
          )
        ) : (
          <div className="grid gap-6">
            {EMAIL_EVENT_KINDS.map((kind) => {
              const id = `email-pref-${kind}`;
              return (
                <div key={kind} className="grid gap-2 border-b border-line pb-5 sm:grid-cols-[1fr_auto] sm:gap-6">
                  <div>
                    <h3 className="font-medium text-ink">{EMAIL_KIND_TEXTS[kind].label}</h3>
                    <p id={`${id}-help`} className="mt-1 text-sm text-ink-muted">
                      {EMAIL_KIND_TEXTS[kind].help}
                    </p>
                  </div>
                  <RadioGroup
                    id={id}
                    name={id}
                    orientation="horizontal"
                    aria-label={EMAIL_KIND_TEXTS[kind].label}
                    aria-describedby={`${id}-help`}
                    value={draft[kind]}
                    onValueChange={(value) => set(kind, value as EmailPreferences[typeof kind])}
                    options={channelOptions}
                  />
                </div>
              );
            })}
            <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:gap-6">
              <div>
                <h3 className="font-medium text-ink">{EMAIL_KIND_TEXTS.digest.label}</h3>
                <p id="email-pref-digest-help" className="mt-1 text-sm text-ink-muted">
                  {EMAIL_KIND_TEXTS.digest.help} Sent at 7 AM your time; the weekly one on Mondays.
                </p>
              </div>
              <div className="grid gap-4">
                <RadioGroup
                  id="email-pref-digest"
                  name="email-pref-digest"
                  orientation="horizontal"
                  aria-label="Digest"
                  aria-describedby="email-pref-digest-help"
                  value={draft.digest}
                  onValueChange={(value) => set('digest', value as EmailPreferences['digest'])}
                  options={digestOptions}
                />
                <div className="grid gap-1.5">
                  <label htmlFor="email-pref-zone" className="text-sm font-medium text-ink">
                    Your time zone
                  </label>
                  <Select
                    id="email-pref-zone"
                    value={draft.timeZone}
                    onValueChange={(value) => set('timeZone', value)}
                    options={zoneOptions(draft.timeZone)}
                    className="sm:w-64"
                  />
                </div>
              </div>
            </div>
          </div>
        )}
      </CardContent>
      {draft && (
        <CardFooter>
          <Button onClick={save} loading={saving}>
            Save email preferences
          </Button>
        </CardFooter>
      )}
    </Card>
  );
};
