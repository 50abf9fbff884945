// Loaded with `node --import` into the server that e2e/two-factor-recovery.spec.ts starts, never into
// a real one. Better Auth's Google provider calls Google's token endpoint at a fixed address, and
// this machine reaches no outside host: the one server-side call of the sign-in (the code exchanged
// for tokens) goes to the local stand-in of Google (e2e/google-stand-in.ts) at AWC_GOOGLE_STAND_IN_URL.
// Everything else, the callback's checks of state and PKCE included, is the product's real code.
const standIn = process.env.AWC_GOOGLE_STAND_IN_URL;
if (!standIn) throw new Error('AWC_GOOGLE_STAND_IN_URL is not set');
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin === 'https://oauth2.googleapis.com') return realFetch(new URL(url.pathname, standIn), init);
  return realFetch(input, init);
};
