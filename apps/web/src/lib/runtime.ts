/**
 * Facts the server states about itself in the HTML it sends (the web build is the same in every
 * environment). `dev-routes` is on whenever NODE_ENV is not production.
 */
const meta = (name: string): string | null =>
  typeof document === 'undefined' ? null : (document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null);

export const devRoutesEnabled = (): boolean => meta('awc-dev-routes') === 'on' || import.meta.env.DEV;
