import { avatarSource, MESSAGES } from '@awc/domain';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { whenPageReady } from '../../../lib/page-ready.ts';
import { toast } from '../../../lib/toast.ts';
import type { Viewer } from '../../../lib/viewer.tsx';
import { authEvents, loadSession, sessionSeeded, signOut, useAuthState } from '../../../lib/auth/session-store.ts';

/** Builds the shell's Viewer from the auth state, and loads the session once per page load. */
export const useViewerFromSession = (): Viewer => {
  const auth = useAuthState();
  const navigate = useNavigate();
  const loadError = auth.error && auth.me === null ? auth.error : null;
  useEffect(() => {
    // The network case already has its own toast text; anything else is the profile load failing.
    if (loadError) toast.error(loadError === MESSAGES.network ? MESSAGES.network : MESSAGES.profileLoadError);
  }, [loadError]);
  const settled = !auth.loading || auth.me !== null || auth.error !== null;
  useEffect(() => {
    // The server's hint that a session cookie came with a prerendered page (styles/app.css): once
    // the session is known (or its check gave up), the header shows what is true.
    if (settled) document.documentElement.removeAttribute('data-signed-in-hint');
  }, [settled]);
  useEffect(() => {
    const onRecovered = () => toast.success(MESSAGES.profileRecovered);
    authEvents.onProfileRecovered.add(onRecovered);
    // After the first page has hydrated (lib/page-ready.ts); at once when it rendered from scratch.
    // A page the server rendered for this session already carries it (decision 320).
    const cancel = sessionSeeded() ? () => {} : whenPageReady(() => void loadSession());
    return () => {
      cancel();
      authEvents.onProfileRecovered.delete(onRecovered);
    };
  }, []);
  return useMemo<Viewer>(() => {
    const me = auth.me;
    const user = me?.user ? me : null;
    return {
      status: user ? 'signed-in' : auth.me === null && !auth.error ? 'loading' : 'signed-out',
      user: user
        ? {
            id: user.user.id,
            email: user.user.email,
            firstName: user.profile.firstName,
            lastName: user.profile.lastName,
            fullName: user.profile.fullName,
            avatarUrl: avatarSource({ profileAvatarUrl: user.profile.displayAvatarUrl }),
          }
        : null,
      isAdmin: user?.isAdmin ?? false,
      isSubscribed: auth.subscription.view?.isSubscribed ?? false,
      signingOut: auth.signingOut,
      signOut: async () => {
        const result = await signOut();
        if (result === 'signed-out') {
          toast.success(MESSAGES.signedOut);
          navigate('/auth');
        } else if (result === 'failed') {
          toast.error(MESSAGES.signOutFailed);
          navigate('/auth');
        } else {
          toast.error(MESSAGES.signOutError);
        }
      },
    };
  }, [auth, navigate]);
};
