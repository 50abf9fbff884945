import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of with the server: packages that no request of
 * a typical start needs (Stripe's SDK without Stripe, nodemailer without SMTP, the HTML sanitizer
 * until Markdown is rendered) cost start-up time for nothing (decision 289). Synchronous, so the
 * callers stay as they were. Resolved from this file, which works from the sources and from the
 * compiled server alike (both sit inside apps/server, whose node_modules Node searches upward).
 */
export const lazyRequire = <T>(id: string): (() => T) => {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(id) as T;
    return loaded;
  };
};
