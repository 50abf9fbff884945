import { BackupCodeSchema, MESSAGES, TotpCodeSchema, TRUST_DEVICE_DAYS, TWO_FACTOR_MESSAGES } from '@awc/domain';
import { ShieldCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { verifySecondStep } from '../../../lib/auth/auth-api.ts';
import { loadSession } from '../../../lib/auth/session-store.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The second step of a sign-in with two-factor on (decision 420): a code from the authenticator
 * app, or one of the backup codes, and "trust this device". A correct code signs in; the page then
 * moves on as after any sign-in.
 */
export const SecondStepForm = ({
  onStartOver,
  firstStep = 'password',
}: {
  onStartOver: () => void;
  /**
   * How the first step was passed. A step that expired (or was used up by wrong codes) after a Google sign-in is started again
   * with Google, not with a password the account may not have (decision 425).
   */
  firstStep?: 'password' | 'google';
}) => {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // Why the step can no longer be finished: it timed out, or it was used up by wrong codes.
  const [ended, setEnded] = useState<'expired' | 'tooManyCodes' | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field is focused again when the kind of code changes
  useEffect(() => input.current?.focus(), [backup]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (backup ? BackupCodeSchema : TotpCodeSchema).safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await verifySecondStep({ code: parsed.data, trustDevice, backup });
      toast.success(MESSAGES.welcomeBack);
      await loadSession();
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) setError(MESSAGES.rateLimited);
      else if (e instanceof ApiError && e.message === TWO_FACTOR_MESSAGES.challengeExpired) setEnded('expired');
      else if (e instanceof ApiError && e.message === TWO_FACTOR_MESSAGES.tooManyCodes) setEnded('tooManyCodes');
      else setError(e instanceof ApiError ? (e.fieldErrors?.code?.[0] ?? e.message) : MESSAGES.signInFailed);
      setBusy(false);
    }
  };

  const endedText = {
    expired: { password: TWO_FACTOR_MESSAGES.challengeExpired, google: TWO_FACTOR_MESSAGES.challengeExpiredGoogle },
    tooManyCodes: { password: TWO_FACTOR_MESSAGES.tooManyCodes, google: TWO_FACTOR_MESSAGES.tooManyCodesGoogle },
  };
  if (ended)
    return (
      <div className="space-y-4">
        <Alert tone="warning" role="alert" title="Sign in again">
          {endedText[ended][firstStep]}
        </Alert>
        <Button className="w-full" onClick={onStartOver}>
          Start over
        </Button>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="second-step-title">
      <div className="flex items-start gap-3">
        <ShieldCheckIcon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brass-700" />
        <div>
          <h3 id="second-step-title" className="font-serif text-lg font-semibold text-navy-900">
            Two-factor sign-in
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            {backup
              ? 'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each works once.'
              : 'Enter the 6-digit code from your authenticator app.'}
          </p>
        </div>
      </div>
      <FormField label={backup ? 'Backup code' : 'Authentication code'} error={error}>
        <Input
          ref={input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          spellCheck={false}
          maxLength={backup ? 12 : 7}
          placeholder={backup ? 'abcde-23456' : '123456'}
        />
      </FormField>
      <div className="flex items-center gap-2.5">
        <Checkbox id="trust-device" checked={trustDevice} onCheckedChange={setTrustDevice} />
        <label htmlFor="trust-device" className="cursor-pointer text-sm text-ink">
          Trust this device for {TRUST_DEVICE_DAYS} days
        </label>
      </div>
      <Button type="submit" className="w-full" loading={busy}>
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="cursor-pointer font-medium text-navy-700 underline-offset-4 hover:underline"
          onClick={() => {
            setBackup(!backup);
            setCode('');
            setError(undefined);
          }}
        >
          {backup ? 'Use my authenticator app' : 'Use a backup code instead'}
        </button>
        <button type="button" className="cursor-pointer font-medium text-navy-700 underline-offset-4 hover:underline" onClick={onStartOver}>
          Start over
        </button>
      </div>
    </form>
  );
};
