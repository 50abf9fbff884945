import { avatarSource, MESSAGES } from '@awc/domain';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import type { Viewer } from '../../../lib/viewer.tsx';
import { authEvents, loadSession, signOut, useAuthState } from '../api/session-store.ts';

/** Builds the shell's Viewer from the auth state, and loads the session once per page load. */
export const useViewerFromSession = (): Viewer => {
  const auth = useAuthState();
  const navigate = useNavigate();
  const loadError = auth.error && auth.me === null ? auth.error : null;
  useEffect(() => {
    // The network case already has its own toast text; anything else is the profile load failing.
    if (loadError) toast.error(loadError === MESSAGES.network ? MESSAGES.network : MESSAGES.profileLoadError);
  }, [loadError]);
  useEffect(() => {
    const onRecovered = () => toast.success(MESSAGES.profileRecovered);
    authEvents.onProfileRecovered.add(onRecovered);
    void loadSession();
    return () => {
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
