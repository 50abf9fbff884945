import { MESSAGES, type Plan } from '@awc/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { type AuthConfig, fetchAuthConfig, startGoogleSignIn } from '../../../lib/auth/auth-api.ts';

let configPromise: Promise<AuthConfig> | null = null;
/** The settings once they have answered, so a later render starts from them. */
let knownConfig: AuthConfig | null = null;
const loadConfig = () => {
  configPromise ??= fetchAuthConfig()
    .then((c) => {
      knownConfig = c;
      return c;
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
};

const GoogleMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
    <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z" />
    <path
      fill="#34A853"
      d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
    />
    <path fill="#FBBC05" d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.45.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.95l3.66-2.84Z" />
    <path
      fill="#EA4335"
      d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.05l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
    />
  </svg>
);

type GoogleButtonProps = { plan: Plan | null; demo?: boolean };

const GoogleButton = ({ plan, demo }: GoogleButtonProps) => {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={pending}
      loading={pending}
      onClick={async () => {
        if (demo) return;
        setPending(true);
        try {
          await startGoogleSignIn(plan);
        } catch {
          toast.error(MESSAGES.googleFailed);
          setPending(false);
        }
      }}
    >
      {!pending && <GoogleMark />}
      Continue with Google
    </Button>
  );
};

/** The demo login's Google button (/login signs nobody in, so it needs no server settings). */
export const DemoGoogleButton = () => <GoogleButton plan={null} demo />;

// Asked as soon as the sign-in page's chunk loads, so the answer is usually there by its first render.
if (typeof window !== 'undefined') loadConfig().catch(() => {});

/**
 * 'Continue with Google' and the 'or' divider, only where this server has Google credentials: a
 * server without them offers no such option at all (no disabled button, no explanation). Nothing
 * is shown until the settings are known, and a failed look-up counts as "not configured".
 */
export const GoogleSignInOption = ({ plan }: { plan: Plan | null }) => {
  const [google, setGoogle] = useState(knownConfig?.google ?? false);
  useEffect(() => {
    let alive = true;
    loadConfig().then(
      (c) => alive && setGoogle(c.google),
      () => {},
    );
    return () => {
      alive = false;
    };
  }, []);
  if (!google) return null;
  return (
    <div data-testid="google-sign-in">
      <GoogleButton plan={plan} />
      <OrDivider />
    </div>
  );
};

export const OrDivider = () => (
  <div className="my-5 flex items-center gap-3 text-xs font-medium uppercase tracking-widest text-ink-muted">
    <span className="h-px flex-1 bg-line" aria-hidden="true" />
    <span>or</span>
    <span className="h-px flex-1 bg-line" aria-hidden="true" />
  </div>
);
