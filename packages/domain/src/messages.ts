/**
 * User-facing texts of the spec's error catalog (section 8), word for word. Screens import them
 * from here so a wording change happens once.
 */
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before signing in',
  rateLimited: 'Too many attempts. Please try again later',
  network: 'Network error. Please check your connection',
  forbidden: "You don't have permission to perform this action",
  notFound: 'The requested resource was not found',
  unexpected: 'An unexpected error occurred',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  googleFailed: 'Failed to sign in with Google',
  resetLinkFailed: 'Failed to send password reset link',
  signOutError: 'Error signing out. Please try again.',
  signOutFailed: 'Failed to sign out. Please try again.',
  profileLoadError: 'Could not load your profile data',
  profileLoadFailed: 'Failed to load profile data',
  profileUpdateError: 'Could not update your profile',
  profileUpdateFailedPrefix: 'Failed to update profile: ',
  notificationsLoadFailed: 'Failed to load notifications',
  achievementFailed: 'Failed to record profile completion achievement',
  profileSyncFailed: 'Failed to sync profile data',
  profileRecoverFailed: 'Failed to recover profile',
  newsletterFailed: 'Failed to subscribe. Please try again later.',
  authCheckTimedOut: 'Authentication check timed out. Please refresh the page.',
  authTimeout: 'Authentication Timeout',
  renderError: 'Something went wrong',
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created successfully! Check your email to verify your account.',
  accountCreatedAlt: 'Account created! Please check your email to verify your account.',
  resetLinkSent: 'Password reset link sent to your email',
  signedOut: 'You have been signed out',
  signedOutAlt: 'Successfully signed out',
  profileUpdated: 'Profile updated successfully',
  profileRecovered: 'Profile recovered successfully',
  achievementProfileCompleted: 'Achievement Unlocked: Profile Completed!',
  newsletterThanks: 'Thank you for subscribing to our newsletter!',
  paymentSuccess: 'Payment successful! You now have full access to the platform.',
  superAdminOnly: 'This page is only accessible to authorized administrators.',
  loggedInToUpdateProfile: 'You need to be logged in to update your profile',
  mustBeLoggedInToUpdateProfile: 'You must be logged in to update your profile',
} as const;

/** The education-not-advice notice every tool, article and report carries. */
export const EDUCATION_NOTICE =
  'This is general financial education for attorneys, not personalized financial, legal or tax advice. Consider consulting a qualified, fee-only professional about your own situation.';
