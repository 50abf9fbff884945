import { createContext, type ReactNode, useContext } from 'react';

/** Who is looking at the page, as the shell and the guards need it. */
export type ViewerUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  /** Already resolved through the avatar fallback chain. */
  avatarUrl: string | null;
};

export type Viewer = {
  /** 'loading' until the session (and the profile and admin checks) have answered. */
  status: 'loading' | 'signed-out' | 'signed-in';
  user: ViewerUser | null;
  isAdmin: boolean;
  isSubscribed: boolean;
  signOut: () => Promise<void>;
  signingOut: boolean;
};

export const SIGNED_OUT: Viewer = {
  status: 'signed-out',
  user: null,
  isAdmin: false,
  isSubscribed: false,
  signOut: async () => {},
  signingOut: false,
};

const ViewerContext = createContext<Viewer>(SIGNED_OUT);

export const ViewerProvider = ({ value, children }: { value: Viewer; children: ReactNode }) => (
  <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>
);

export const useViewer = (): Viewer => useContext(ViewerContext);

/** Members and admins see the member navigation (spec §2). */
export const hasMemberAccess = (viewer: Viewer): boolean => viewer.status === 'signed-in' && (viewer.isSubscribed || viewer.isAdmin);
