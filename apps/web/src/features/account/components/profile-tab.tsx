import { MESSAGES, missingProfileFields, PRACTICE_SETTING_OPTIONS, type ProfileUpdateInput, ProfileUpdateSchema, type ProfileDto } from '@awc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CameraIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { setProfile } from '../../../lib/auth/session-store.ts';
import { accountQueries, removeAvatar, updateProfile, uploadAvatar } from '../api/account-api.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

type FormValues = {
  firstName: string;
  lastName: string;
  headline: string;
  directoryVisibility: 'members' | 'hidden';
  practiceSetting: string;
  practiceArea: string;
  barAdmissionYear: string;
};

const toForm = (p: ProfileDto): FormValues => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  headline: p.headline ?? '',
  directoryVisibility: p.directoryVisibility,
  practiceSetting: p.practiceSetting ?? '',
  practiceArea: p.practiceArea ?? '',
  barAdmissionYear: p.barAdmissionYear ? String(p.barAdmissionYear) : '',
});

/** The form's strings become the shared update schema's types before validation. */
const toInput = (v: FormValues): ProfileUpdateInput => ({
  firstName: v.firstName,
  lastName: v.lastName,
  headline: v.headline,
  directoryVisibility: v.directoryVisibility,
  practiceSetting: (v.practiceSetting || null) as ProfileUpdateInput['practiceSetting'],
  practiceArea: v.practiceArea,
  barAdmissionYear: v.barAdmissionYear.trim() === '' ? null : Number(v.barAdmissionYear),
});

export const ProfileTab = ({ profile, email }: { profile: ProfileDto; email: string }) => {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ defaultValues: toForm(profile) });
  const { register, handleSubmit, control, formState, reset } = form;
  const missing = missingProfileFields(profile);

  const onSubmit = handleSubmit(async (values) => {
    // The same schema the server applies, on the converted values.
    const parsed = ProfileUpdateSchema.safeParse(toInput(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(String(issue.path[0]) as keyof FormValues, { message: issue.message });
      return;
    }
    try {
      const result = await updateProfile(parsed.data);
      setProfile(result.profile);
      reset(toForm(result.profile));
      toast.success(MESSAGES.profileUpdated);
      if (result.newAchievement) {
        toast.success(MESSAGES.achievementProfileCompleted, { id: MESSAGES.achievementProfileCompleted });
        await queryClient.invalidateQueries({ queryKey: accountQueries.achievements().queryKey });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(MESSAGES.loggedInToUpdateProfile);
        return;
      }
      applyServerErrors(error, form.setError, Object.keys(form.getValues()) as (keyof FormValues)[]);
      toast.error(`${MESSAGES.profileUpdateFailedPrefix}${error instanceof Error && error.message ? error.message : 'Unknown error'}`);
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <AvatarCard profile={profile} email={email} />
      <Card>
        <form onSubmit={onSubmit} noValidate>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
            <CardDescription>
              {missing.length ? `To complete your profile, add: ${missing.join(', ')}.` : 'Your profile is complete.'} Practice details pre-fill the
              tools.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="First name" error={formState.errors.firstName?.message}>
                <Input autoComplete="given-name" {...register('firstName')} />
              </FormField>
              <FormField label="Last name" error={formState.errors.lastName?.message}>
                <Input autoComplete="family-name" {...register('lastName')} />
              </FormField>
            </div>
            <FormField
              label="Headline"
              error={formState.errors.headline?.message}
              description="One line other members see, e.g. “Senior associate, securities litigation”."
            >
              <Input maxLength={140} {...register('headline')} />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <Controller
                control={control}
                name="practiceSetting"
                render={({ field }) => (
                  <FormField label="Practice setting" error={formState.errors.practiceSetting?.message}>
                    <Select value={field.value} onValueChange={field.onChange} placeholder="Choose a setting" options={PRACTICE_SETTING_OPTIONS} />
                  </FormField>
                )}
              />
              <FormField label="Practice area" error={formState.errors.practiceArea?.message}>
                <Input placeholder="e.g. Tax, M&A, Public defense" {...register('practiceArea')} />
              </FormField>
            </div>
            <FormField label="Year admitted to the bar" error={formState.errors.barAdmissionYear?.message} className="sm:max-w-[12rem]">
              <Input inputMode="numeric" autoComplete="off" {...register('barAdmissionYear')} />
            </FormField>
            <fieldset>
              <legend className="text-sm font-medium text-ink">Member directory</legend>
              <Controller
                control={control}
                name="directoryVisibility"
                render={({ field }) => (
                  <RadioGroup
                    className="mt-2"
                    name="directoryVisibility"
                    aria-label="Member directory"
                    value={field.value}
                    onValueChange={field.onChange}
                    options={[
                      {
                        value: 'members',
                        label: 'Show my profile to other members',
                        description: 'Name, photo, headline, practice setting and member since.',
                      },
                      { value: 'hidden', label: 'Keep me out of the directory', description: 'Nobody else sees your profile.' },
                    ]}
                  />
                )}
              />
            </fieldset>
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="button" variant="ghost" disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset(toForm(profile))}>
              Discard changes
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Save profile
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
};

const AvatarCard = ({ profile, email }: { profile: ProfileDto; email: string }) => {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (task: () => Promise<{ profile: ProfileDto }>, success: string) => {
    setBusy(true);
    setError(null);
    try {
      const { profile: next } = await task();
      setProfile(next);
      toast.success(success);
    } catch (e) {
      const message = e instanceof ApiError ? (e.fieldErrors?.file?.[0] ?? e.message) : MESSAGES.unexpected;
      setError(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="h-fit">
      <CardContent className="flex flex-col items-center text-center">
        <Avatar person={{ ...profile, email }} src={profile.displayAvatarUrl} size="xl" />
        <p className="mt-4 font-serif text-lg font-semibold text-navy-900">{profile.fullName ?? email}</p>
        <p className="text-sm text-ink-muted">{email}</p>
        <p className="mt-2 text-sm text-ink-muted">
          {profile.memberSince
            ? `Member since ${new Date(profile.memberSince).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}`
            : 'Not a member yet'}
        </p>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          aria-label="Upload a profile photo"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void run(() => uploadAvatar(file), 'Profile photo updated');
          }}
        />
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          <Button variant="secondary" size="sm" loading={busy} onClick={() => input.current?.click()}>
            <CameraIcon aria-hidden="true" className="h-4 w-4" />
            {profile.avatarUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          {profile.avatarUrl && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run(removeAvatar, 'Profile photo removed')}>
              <Trash2Icon aria-hidden="true" className="h-4 w-4" />
              Remove
            </Button>
          )}
        </div>
        <p className="mt-3 text-xs text-ink-muted">PNG, JPEG, WebP or GIF, up to 2 MB.</p>
        {error && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
};
