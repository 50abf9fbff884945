import { MESSAGES, TWO_FACTOR_MESSAGES } from '@awc/domain';
import { KeyRoundIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { loadSession } from '../../../lib/auth/session-store.ts';
import { toast } from '../../../lib/toast.ts';

type Options = Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'];

/** SimpleWebAuthn loads with the first passkey ceremony, not with the sign-in page. */
const webAuthn = () => import('@simplewebauthn/browser');

const signInWithPasskey = async (useBrowserAutofill: boolean) => {
  const { startAuthentication } = await webAuthn();
  const optionsJSON = await api<Options>('/api/auth/passkey/generate-authenticate-options');
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill });
  await api('/api/auth/passkey/verify-authentication', { method: 'POST', body: { response } });
  toast.success(MESSAGES.welcomeBack);
  await loadSession();
};

const failureMessage = (error: unknown): string | null => {
  // The person closed the browser's passkey prompt, or another ceremony replaced this one.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return null;
  if (error instanceof ApiError) return error.status === 429 ? MESSAGES.rateLimited : error.message;
  return TWO_FACTOR_MESSAGES.passkeyFailed;
};

/**
 * "Use a passkey" (decision 423): the button, and the browser's own passkey suggestions
 * in the email field where it supports them (started when the field is first focused, so a page
 * visit alone asks the server for nothing). A passkey sign-in is complete: no code follows.
 */
export const usePasskeyAutofill = () => {
  const started = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (started.current) void webAuthn().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, []);
  return useCallback(async () => {
    if (started.current || typeof window === 'undefined' || !window.PublicKeyCredential) return;
    started.current = true;
    const { browserSupportsWebAuthnAutofill } = await webAuthn();
    if (!alive.current || !(await browserSupportsWebAuthnAutofill())) return;
    try {
      await signInWithPasskey(true);
    } catch (error) {
      const message = alive.current ? failureMessage(error) : null;
      if (message) toast.error(message);
    }
  }, []);
};

export const PasskeySignInButton = () => {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await signInWithPasskey(false);
        } catch (error) {
          const message = failureMessage(error);
          if (message) toast.error(message);
          setBusy(false);
        }
      }}
    >
      <KeyRoundIcon aria-hidden="true" className="h-4 w-4" />
      Use a passkey
    </Button>
  );
};
